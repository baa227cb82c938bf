import { kesOf } from '../../../contract/money';
import { todayIso } from '../../../contract/portal-time';
import type { Subscription, SubscriptionStatus } from '../../../contract/subscriptions';
import type { Db } from '../../db/database';
import { dueStateOf } from '../billing/public';

/** Who the member is for their subscriptions: category, profile and member number. */
export interface MemberIdentity {
  category: string;
  /** The category's name, as people read it ('Graduate Engineer'); the code when it has none. */
  categoryName: string;
  profileId: string | null;
  memberNo: string | null;
  name: string;
}

/**
 * The member's register entry (Active first) gives the category and number; a member without one
 * (the demo member, or a profile given its number by hand) falls back to the account's category
 * and the profile's number.
 */
export async function memberIdentityOf(db: Db, userId: number): Promise<MemberIdentity> {
  const user = await db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .select([
      'users.category',
      'users.name',
      'users.email',
      'profiles.profile_id',
      'profiles.member_no',
      'profiles.first_name',
      'profiles.second_name',
      'profiles.last_name',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  const entry = await db
    .selectFrom('member_register')
    .select(['member_no', 'category'])
    .where('user_id', '=', userId)
    .orderBy((eb) => eb.case().when('status', '=', 'Active').then(0).else(1).end())
    .orderBy('id')
    .executeTakeFirst();
  const profileName = [user.first_name, user.second_name, user.last_name].filter(Boolean).join(' ');
  const category = entry?.category ?? user.category ?? '';
  const named = category
    ? await db
        .selectFrom('membership_categories')
        .select('description')
        .where('code', '=', category)
        .executeTakeFirst()
    : undefined;
  return {
    category,
    categoryName: named?.description || category,
    profileId: user.profile_id,
    memberNo: entry?.member_no ?? user.member_no,
    name: profileName || user.name || user.email,
  };
}

export const subscriptionStatusOf = (totalCents: number, paidCents: number): SubscriptionStatus =>
  paidCents >= totalCents ? 'Paid' : paidCents > 0 ? 'Partly Paid' : 'Billed';

/**
 * GET subs: the caller's subscription invoices with what was paid on them, newest period first, and
 * each one's due state by the statement's rule (decision 0039: an unpaid period past its due date
 * reads as overdue, not "Billed").
 */
export async function subscriptionsOf(db: Db, userId: number, today = todayIso()): Promise<Subscription[]> {
  const identity = await memberIdentityOf(db, userId);
  const invoices = await db
    .selectFrom('invoices')
    .select(['id', 'invoice_no', 'source_ref', 'total_cents', 'due_date'])
    .where('user_id', '=', userId)
    .where('source_type', '=', 'SUBSCRIPTION')
    .execute();
  const payments =
    invoices.length === 0
      ? []
      : await db
          .selectFrom('receipt_allocations as allocation')
          .innerJoin('receipts as receipt', 'receipt.id', 'allocation.receipt_id')
          .select([
            'allocation.invoice_id as invoiceId',
            'allocation.amount_cents as amountCents',
            'receipt.receipt_no as receiptNo',
            'receipt.paid_at as paidAt',
          ])
          .where(
            'allocation.invoice_id',
            'in',
            invoices.map((invoice) => invoice.id),
          )
          .orderBy('receipt.paid_at')
          .orderBy('receipt.id')
          .execute();
  return invoices
    .map((invoice): Subscription => {
      const paidOnIt = payments.filter((payment) => payment.invoiceId === invoice.id);
      const paidCents = paidOnIt.reduce((sum, payment) => sum + payment.amountCents, 0);
      const latest = paidOnIt.at(-1);
      return {
        subsPeriod: Number(invoice.source_ref),
        memberCategory: identity.category,
        categoryName: identity.categoryName,
        status: subscriptionStatusOf(invoice.total_cents, paidCents),
        billedAmount: kesOf(invoice.total_cents),
        paidAmount: kesOf(paidCents),
        lastPaidDate: latest?.paidAt ?? null,
        billed: true,
        paid: paidCents > 0,
        fullyPaid: paidCents >= invoice.total_cents,
        documentNo: invoice.invoice_no,
        recieptNo: latest?.receiptNo ?? null,
        profileID: identity.profileId,
        memberNo: identity.memberNo,
        dueDate: invoice.due_date,
        dueState: dueStateOf(invoice.total_cents - paidCents, invoice.due_date, today),
      };
    })
    .sort((a, b) => b.subsPeriod - a.subsPeriod);
}
