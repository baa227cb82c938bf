/**
 * What staff verification of CPD records and the yearly CPD audit say (issue 30, decision 0047),
 * zod-free: the member's audit notice on /cpd shows them on its first view.
 */
import { dayText } from './portal-time';

export const cpdAuditOutcomes = ['pending', 'passed', 'failed', 'excused'] as const;
export type CpdAuditOutcome = (typeof cpdAuditOutcomes)[number];

export const cpdAuditOutcomeLabels: Record<CpdAuditOutcome, string> = {
  pending: 'Pending',
  passed: 'Passed',
  failed: 'Failed',
  excused: 'Excused',
};

export const cpdAuditOutcomeColours: Record<CpdAuditOutcome, string> = {
  pending: 'orange',
  passed: 'green',
  failed: 'red',
  excused: 'gray',
};

export const cpdReviewDecisions = ['approve', 'reject', 'request-evidence'] as const;
export type CpdReviewDecision = (typeof cpdReviewDecisions)[number];

export const cpdReviewMessages = {
  recordNotFound: 'CPD record not found',
  notAwaiting: 'This CPD record is no longer waiting for verification: someone has decided it already.',
  approved: 'CPD record verified',
  rejected: 'CPD record rejected',
  evidenceRequested: 'More evidence requested',
  reasonRequired: 'Say why the record is rejected',
  noteRequired: 'Say what evidence is needed',
  auditNotFound: 'CPD audit not found',
  auditExists: (year: number) =>
    `A CPD audit of ${year} has been drawn already. Cancel it before drawing again.`,
  auditStarted: (selected: number, eligible: number) =>
    `CPD audit drawn: ${selected} of ${eligible} eligible member(s) selected and notified`,
  auditCancelled: 'CPD audit cancelled',
  auditAlreadyCancelled: 'This CPD audit has been cancelled already.',
  auditCancelledNoOutcome: 'This CPD audit has been cancelled: its outcomes can no longer change.',
  deadlineInPast: 'The deadline cannot be in the past',
  shareRange: 'The share is a percentage above 0 and at most 100',
  seedFormat: 'A seed is 8 hexadecimal digits',
  auditMemberNotFound: 'This member was not drawn in this audit',
  outcomeSaved: 'Audit outcome saved',
  cancelReasonRequired: 'Say why the audit is cancelled',
  /** The member's notice on /cpd. */
  selectedNotice: (year: number, deadline: string) =>
    `You have been selected for the ${year} CPD audit: submit evidence for your ${year} CPD records by ${dayText(deadline)}.`,
  /** For a member drawn without a portal account: the notice goes to the register's contacts. */
  activateToSubmit:
    'Activate your portal account with your member number to submit the evidence: the CPD page where you upload it is in the portal.',
  /** The audit page's records column for a drawn member without an account. */
  noAccountYet: 'No portal account yet',
  activateToSubmitSms: 'Activate your portal account to submit it.',
  outcomeNotice: (year: number, outcome: CpdAuditOutcome) =>
    `Your ${year} CPD audit: ${cpdAuditOutcomeLabels[outcome].toLowerCase()}.`,
} as const;
