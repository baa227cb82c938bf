// What every staff decision on an application or an upgrade shares, without zod: the server's
// refusals and the confirmation dialogs of the review pages word them the same way.

/** The longest reason a reviewer may give for a rejection or a checklist override. */
export const REASON_MAX = 2000;

export const reviewDecisionMessages = {
  rejectReasonRequired: 'Please give the reason for the rejection.',
  /** A step that needs the checklist complete, taken while items fail and without an override. */
  checklistFailing: (failing: readonly string[]) =>
    `The requirements checklist has ${failing.length} failing ${failing.length === 1 ? 'item' : 'items'} (${failing.join(', ')}). Give an override reason to go ahead anyway.`,
  overrideTooLong: 'An override reason can be at most 2000 characters.',
  /** The staff-only comment that keeps an override on the record's review screen. */
  overrideComment: (failing: readonly string[], reason: string) =>
    `Checklist override (failing: ${failing.join(', ')}): ${reason}`,
  overrideLabel: 'Override reason',
  overrideHint:
    'The checklist has failing items. Say why this step may go ahead anyway; the reason is kept in the history and the audit log.',
  unpaidWarning: 'The fee has not been paid.',
} as const;

/**
 * The steps that need the applicant's requirements checklist complete (decisions.md: moving past
 * Open with items failing needs a recorded override reason): verifying and releasing an
 * application, approving an upgrade. Named by the status they reach.
 */
export const checklistGatedApplicationStatuses = ['Verified', 'Released'] as const;
export const checklistGatedUpgradeStatuses = ['Approved'] as const;

export const isChecklistGated = (gated: readonly string[], target: string | undefined): boolean =>
  target !== undefined && gated.includes(target);
