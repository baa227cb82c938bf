// The dashboard's texts, without zod: the member pages and the certificate pages show them, and
// keeping the validation library out of them keeps those pages within their budget. dashboard.ts
// re-exports them, so server code imports them from there as before.

export const goodStandingReasons = {
  noMemberNo: 'You do not have a member number yet.',
  notActive: 'Your membership is not active in the register.',
  overdue: 'You have overdue invoices. Pay them to return to good standing.',
  cpdNotMet: "Your CPD for last year did not meet your category's requirement.",
} as const;

export const myProjectsMessages = {
  notConfigured: 'My Projects is not available on this portal.',
  notForGraduates: 'My Projects is not available to graduate members.',
  tokenInvalid: 'This hand-off token is invalid, expired or already used.',
} as const;

/**
 * The dashboard certificate pages' failure text (spec 1 §2) for whatever went wrong, except the one
 * cause a member can act on: not being in good standing, said as such with what to pay.
 */
export const dashboardCertificateMessages = {
  failed: 'Oops, something went wrong.',
  notInGoodStanding: 'You are not in good standing, so a certificate of good standing cannot be issued yet.',
  overdueToPay: (amount: string) => `Overdue: ${amount}. Pay it to return to good standing.`,
} as const;
