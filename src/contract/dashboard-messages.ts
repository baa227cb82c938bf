// The dashboard's texts, without zod: the member pages and the certificate pages show them, and
// keeping the validation library out of them keeps those pages within their budget. dashboard.ts
// re-exports them, so server code imports them from there as before.

export const goodStandingReasons = {
  noMemberNo: 'You do not have a member number yet.',
  notActive: 'Your membership is not active in the register.',
  overdue: 'You have overdue invoices. Pay them to return to good standing.',
} as const;

export const myProjectsMessages = {
  notConfigured: 'My Projects is not available on this portal.',
  notForGraduates: 'My Projects is not available to graduate members.',
  tokenInvalid: 'This hand-off token is invalid, expired or already used.',
} as const;

/** The dashboard certificate pages' one failure text (spec 1 §2), whatever went wrong. */
export const dashboardCertificateMessages = { failed: 'Oops, something went wrong.' } as const;
