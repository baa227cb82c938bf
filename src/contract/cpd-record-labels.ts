import type { CpdRecordStatus } from './cpd-points';

/**
 * The words for CPD record statuses and the member's questions before a step, kept free of zod so
 * the /cpd page and the staff screens can show them without the schemas.
 */
export const cpdRecordStatusLabels: Record<CpdRecordStatus, string> = {
  draft: 'Draft',
  submitted: 'Awaiting verification',
  verified: 'Verified',
  rejected: 'Rejected',
  'more-evidence-requested': 'More evidence requested',
};

export const cpdRecordQuestions = {
  remove: (title: string) => `Delete the CPD record "${title}"? Its evidence is deleted with it.`,
  submit: (title: string) =>
    `Submit "${title}" for verification? Staff check it against its evidence; you can still change it until it is verified.`,
  removeType: (name: string) => `Delete the activity type "${name}"?`,
  removeRequirement: (category: string, year: number) =>
    `Delete the CPD requirement of ${category} for ${year}?`,
} as const;
