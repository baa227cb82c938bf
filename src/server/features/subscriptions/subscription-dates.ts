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
 * are not born overdue). A member admitted during the period is invoiced on the day of admission and
 * has `daysToPay` days, never less than the period's own due date gives everyone else.
 */
export function subscriptionInvoiceDates(
  period: number,
  admittedOn: string | null,
  daysToPay: number,
): { documentDate: string; dueDate: string } {
  const { documentDate, dueDate } = subscriptionInvoiceText(period);
  if (admittedOn === null || admittedOn <= documentDate) return { documentDate, dueDate };
  const ownDue = addDays(admittedOn, daysToPay);
  // ISO days order as text: the later of the two.
  return { documentDate: admittedOn, dueDate: [ownDue, dueDate].sort()[1] as string };
}
