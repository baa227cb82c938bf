import { currentYear } from '../../../contract/profile-sections/fields';
import type { AppContext } from '../../context';
import { getSettings } from '../settings/public';
import { raiseSubscriptionInvoices } from './bill-period';
import { billableMembers } from './billable-members';
import { notifySubscriptionInvoices } from './invoice-notices';
import { subscriptionInvoiceDates } from './subscription-dates';

/**
 * A member admitted after this year's period was billed gets the period's invoice now, dated on
 * admission and due the setting's days later (issue 24: new members are not born overdue), unless
 * their category's admission fee covers the first period (billableMembers leaves them out). Before
 * any run of the period, nothing: the run bills them with everyone else. Call inside the admission's
 * transaction (`context.db` is that transaction).
 */
export async function billNewMember(context: AppContext, memberId: number): Promise<void> {
  const { db } = context;
  const period = currentYear();
  const run = await db
    .selectFrom('subscription_billing_runs')
    .select('id')
    .where('period', '=', period)
    .where('status', '=', 'Finished')
    .executeTakeFirst();
  if (!run) return;
  const member = await billableMembers(db, period)
    .where('member.id', '=', memberId)
    .select([
      'member.user_id as userId',
      'member.admitted_on as admittedOn',
      'charge.amount_cents as amountCents',
    ])
    .executeTakeFirst();
  if (!member) return;
  const { minor_settings } = await getSettings(db);
  const raised = await raiseSubscriptionInvoices(context, db, period, [
    {
      memberId,
      userId: member.userId,
      amountCents: member.amountCents,
      ...subscriptionInvoiceDates(period, member.admittedOn, minor_settings.new_member_invoice_days),
    },
  ]);
  await notifySubscriptionInvoices(context, db, raised);
}
