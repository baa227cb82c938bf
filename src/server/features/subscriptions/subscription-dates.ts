import { todayIso } from '../../../contract/profile-sections/fields';
import { addDays } from '../../platform/time';

/** What the invoices of a period say; the demo books (db/seed/demo-billing.ts) say the same. */
export const subscriptionInvoiceText = (period: number) => ({
  description: `Annual subscription ${period}`,
  line: `Subscription for ${period}`,
  documentDate: `${period}-01-01`,
  dueDate: `${period}-03-31`,
});

/**
 * The dates of a member's invoice for a period (decisions.md "Good standing"; issue 24: new members
 * are not born overdue). A member admitted during the period is invoiced on the day of admission.
 * Nobody is given less than `daysToPay` days from the day the invoice is raised: a period billed late,
 * or a member admitted late, is due that many days on, never on a day already past.
 */
export function subscriptionInvoiceDates(
  period: number,
  admittedOn: string | null,
  daysToPay: number,
  raisedOn: string = todayIso(),
): { documentDate: string; dueDate: string } {
  const text = subscriptionInvoiceText(period);
  const documentDate = admittedOn !== null && admittedOn > text.documentDate ? admittedOn : text.documentDate;
  const earliestDue = addDays(raisedOn > documentDate ? raisedOn : documentDate, daysToPay);
  // ISO days order as text: the later of the two.
  return { documentDate, dueDate: [earliestDue, text.dueDate].sort()[1] as string };
}
