import { encodeRouteText } from '../../../contract/route-values';
import { subscriptionMessages } from '../../../contract/subscriptions';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { publicLink } from '../../platform/link-tokens';
import { enqueueAll } from '../../platform/outbox';
import { formatAmount, formatDay } from '../../platform/pdf/pdf-layout';
import { composeNotice, senderName } from '../access/public';

/**
 * Where a subscription message sends the member: with an account, their subscriptions page; without
 * one (`memberNoWithoutAccount`), activation with the member number filled in.
 */
export function invoiceAction(context: Pick<AppContext, 'env'>, memberNoWithoutAccount: string | null) {
  return memberNoWithoutAccount === null
    ? { label: 'Pay my subscription', url: publicLink(context.env.PUBLIC_URL, '/subscription') }
    : {
        label: 'Activate my account and pay',
        url: publicLink(
          context.env.PUBLIC_URL,
          `/activate?memberNo=${encodeURIComponent(encodeRouteText(memberNoWithoutAccount))}`,
        ),
      };
}

/** How the member pays a subscription invoice, with or without a portal account. */
export const howToPay = (hasAccount: boolean) =>
  hasAccount
    ? 'Pay it in the portal with Pay Now on your subscriptions page.'
    : 'Activate your portal account with your member number to see the invoice and pay it online.';

/** Why a member who never asked for messages receives one. */
export const ON_THE_REGISTER = 'You receive this because you are on the register of members.';

/**
 * Tells each member of the invoices a billing run raised (issue 24: every invoice is notified). A
 * member with an account is sent to their subscriptions page; one without is sent to activation
 * (their member number filled in), after which the invoice is in their account to pay. The e-mail
 * goes to the account's address, else the register's; a member the register knows only by phone
 * gets an SMS. Call inside the run's chunk transaction: the notices exist only if the invoices do.
 */
export async function notifySubscriptionInvoices(
  context: AppContext,
  trx: Db,
  invoices: readonly { id: number }[],
): Promise<void> {
  if (invoices.length === 0) return;
  const rows = await trx
    .selectFrom('invoices')
    .innerJoin('member_register as member', 'member.id', 'invoices.member_id')
    .leftJoin('users', (join) =>
      join.onRef('users.id', '=', 'invoices.user_id').on('users.deactivated_at', 'is', null),
    )
    .select([
      'invoices.invoice_no',
      'invoices.source_ref',
      'invoices.total_cents',
      'invoices.due_date',
      'member.member_no',
      'member.email as register_email',
      'member.phone as register_phone',
      'users.id as user_id',
      'users.email as account_email',
    ])
    .where(
      'invoices.id',
      'in',
      invoices.map((invoice) => invoice.id),
    )
    .execute();
  const organisation = await senderName({ ...context, db: trx });
  const messages = rows.flatMap((row) => {
    const period = Number(row.source_ref);
    const email = row.account_email ?? row.register_email;
    const action = invoiceAction(context, row.user_id === null ? row.member_no : null);
    const amount = formatAmount(row.total_cents);
    return composeNotice(
      organisation,
      { email, phone: email ? null : row.register_phone },
      subscriptionMessages.invoiceSubject(period),
      [
        `Invoice ${row.invoice_no} for your ${period} annual subscription (member ${row.member_no}): ${amount}, due on ${formatDay(row.due_date)}.`,
        howToPay(row.user_id !== null),
      ],
      `Your ${period} subscription invoice ${row.invoice_no}: ${amount}, due ${formatDay(row.due_date)}. ${action.label}: ${action.url}`,
      action,
      ON_THE_REGISTER,
    );
  });
  await enqueueAll(trx, messages);
}
