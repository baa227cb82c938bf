import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { todayIso } from '../../../contract/profile-sections/fields';
import {
  SUBSCRIPTION_REMINDER_DAYS_AFTER_DUE,
  SUBSCRIPTION_REMINDER_DAYS_BEFORE_DUE,
  subscriptionMessages,
} from '../../../contract/subscriptions';
import type { AppContext } from '../../context';
import { formatAmount, formatDay } from '../../platform/pdf/pdf-layout';
import { addDays, nowIso } from '../../platform/time';
import { sendNotice } from '../access/public';
import { howToPay, invoiceAction, ON_THE_REGISTER } from './invoice-notices';

/** Reminders per kind per pass; any left over go at the next pass. */
const BATCH = 500;

type ReminderKind = 'before' | 'after';

export interface SubscriptionReminderPass {
  before: number;
  after: number;
  failed: number;
}

/**
 * One pass of the subscription reminders: every subscription invoice with something still owed gets
 * one e-mail in the SUBSCRIPTION_REMINDER_DAYS_BEFORE_DUE days before its due date and one once it is
 * SUBSCRIPTION_REMINDER_DAYS_AFTER_DUE days overdue, to members who keep e-mail reminders on. An
 * invoice billed after its due date gets only the second.
 */
export async function remindSubscriptions(
  context: AppContext,
  now: Date = new Date(),
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<SubscriptionReminderPass> {
  const today = todayIso(now);
  const pass: SubscriptionReminderPass = { before: 0, after: 0, failed: 0 };
  const windows: [ReminderKind, string, string][] = [
    // before: due within the coming days, not yet due.
    ['before', addDays(today, 1), addDays(today, SUBSCRIPTION_REMINDER_DAYS_BEFORE_DUE)],
    // after: due at least the given days ago.
    ['after', '0000-01-01', addDays(today, -SUBSCRIPTION_REMINDER_DAYS_AFTER_DUE)],
  ];
  for (const [kind, dueFrom, dueTo] of windows) {
    for (const invoice of await dueReminders(context, kind, dueFrom, dueTo)) {
      try {
        if (await remindOne(context, kind, invoice)) pass[kind] += 1;
      } catch (error) {
        pass.failed += 1;
        log?.warn({ err: error, invoiceId: invoice.id }, 'subscription reminder failed');
      }
    }
  }
  return pass;
}

interface OpenInvoice {
  id: number;
  invoice_no: string;
  source_ref: string;
  due_date: string;
  owed: number;
  email: string | null;
  member_no: string | null;
  /** Null for a member record no account is linked to: the reminder leads to activation. */
  user_id: number | null;
}

/** What is still owed on the invoice: its total less every allocation to it. */
const owedSql = sql<number | string>`invoices.total_cents - coalesce(sum(allocation.amount_cents), 0)`;

async function dueReminders(
  context: AppContext,
  kind: ReminderKind,
  dueFrom: string,
  dueTo: string,
): Promise<OpenInvoice[]> {
  const rows = await context.db
    .selectFrom('invoices')
    .leftJoin('users', 'users.id', 'invoices.user_id')
    .leftJoin('member_register as member', 'member.id', 'invoices.member_id')
    .leftJoin('receipt_allocations as allocation', 'allocation.invoice_id', 'invoices.id')
    .select([
      'invoices.id',
      'invoices.invoice_no',
      'invoices.source_ref',
      'invoices.due_date',
      'users.id as user_id',
      'member.member_no',
      sql<string | null>`coalesce(users.email, member.email)`.as('email'),
      owedSql.as('owed'),
    ])
    .where('invoices.source_type', '=', 'SUBSCRIPTION')
    .where('invoices.due_date', '>=', dueFrom)
    .where('invoices.due_date', '<=', dueTo)
    // A member without an account has no preference to honour: the body's own register is billed.
    .where((eb) => eb.or([eb('users.email_reminders', '=', 1), eb('users.id', 'is', null)]))
    .where(sql<string | null>`coalesce(users.email, member.email)`, 'is not', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('subscription_reminders as sent')
            .select('sent.invoice_id')
            .whereRef('sent.invoice_id', '=', 'invoices.id')
            .where('sent.kind', '=', kind),
        ),
      ),
    )
    .groupBy([
      'invoices.id',
      'invoices.invoice_no',
      'invoices.source_ref',
      'invoices.due_date',
      'users.id',
      'users.email',
      'member.member_no',
      'member.email',
    ])
    .having(owedSql, '>', 0)
    .orderBy('invoices.id')
    .limit(BATCH)
    .execute();
  return rows.map((row) => ({ ...row, owed: Number(row.owed) }));
}

/**
 * Claims the reminder (the row of invoice + kind) and queues the e-mail in one transaction: of two
 * instances claiming the same reminder only one inserts the row, and a failure rolls the claim back
 * so the next pass tries again.
 */
async function remindOne(context: AppContext, kind: ReminderKind, invoice: OpenInvoice): Promise<boolean> {
  return context.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('subscription_reminders')
      .values({ invoice_id: invoice.id, kind, sent_at: nowIso() })
      .onConflict((oc) => oc.columns(['invoice_id', 'kind']).doNothing())
      .returning('invoice_id')
      .executeTakeFirst();
    if (!claimed) return false;
    const period = Number(invoice.source_ref);
    const subject =
      kind === 'before'
        ? subscriptionMessages.reminderBeforeDueSubject(period)
        : subscriptionMessages.reminderAfterDueSubject(period);
    const dueLine =
      kind === 'before'
        ? `It is due on ${formatDay(invoice.due_date)}.`
        : `It was due on ${formatDay(invoice.due_date)} and is not paid yet.`;
    await sendNotice(
      { ...context, db: trx },
      { email: invoice.email },
      subject,
      [
        `Your annual subscription for ${period} (invoice ${invoice.invoice_no}) has ${formatAmount(invoice.owed)} outstanding.`,
        dueLine,
        howToPay(invoice.user_id !== null),
      ],
      '',
      invoiceAction(context, invoice.user_id === null ? invoice.member_no : null),
      invoice.user_id === null
        ? ON_THE_REGISTER
        : 'You receive this reminder because e-mail reminders are on in your account settings.',
    );
    return true;
  });
}
