// The subscription texts, without zod: the subscription document and certificate pages show them,
// and keeping the validation library out of them keeps those pages within their budget.
// subscriptions.ts re-exports them, so server code imports them from there as before.

export const subscriptionMessages = {
  runStarted: (period: number) => `Billing of ${period} started.`,
  runAlreadyRunning: (period: number) => `The billing of ${period} is already running.`,
  runNotFound: 'Billing run not found.',
  runFinished: (billed: number, alreadyBilled: number) =>
    `Billing finished: ${billed.toLocaleString('en-KE')} invoice(s) raised, ${alreadyBilled.toLocaleString('en-KE')} member(s) already billed.`,
  runFailed: 'The billing run failed. Run it again: nobody is billed twice.',
  noSubscriptions: 'No subscriptions yet.',
  certificateNotAvailable: 'No certificate for this period: it is not fully paid.',
  certificateRefused: 'Subscription certificates are not issued for this membership.',
  subscriptionNotFound: 'Subscription not found.',
  reminderBeforeDueSubject: (period: number) => `Your ${period} subscription is due soon`,
  invoiceSubject: (period: number) => `Your ${period} subscription invoice`,
  reminderAfterDueSubject: (period: number) => `Your ${period} subscription is overdue`,
} as const;

/** What the Status column says beside the due state (decision 0039). */
export const subscriptionStatusTexts = {
  partlyPaid: 'Partly paid',
} as const;
