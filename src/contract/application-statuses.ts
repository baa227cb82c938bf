// The membership application's statuses and how an applicant sees them, without zod: the review
// pages check a status from the address against them. applications.ts re-exports them, so schemas
// and server code import them from there as before.

export const applicationStatuses = [
  'New',
  'Open',
  'Verified',
  'Committee Review',
  'Board Review',
  'Released',
  'Rejected',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** spec 2 §4: these three are shown to the applicant as 'In Review'. */
const inReview: readonly ApplicationStatus[] = ['Committee Review', 'Verified', 'Board Review'];
export const IN_REVIEW = 'In Review';
export const shownStatus = (status: ApplicationStatus): string =>
  inReview.includes(status) ? IN_REVIEW : status;
