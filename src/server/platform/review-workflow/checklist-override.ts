import { reviewDecisionMessages } from '../../../contract/review-decisions';
import { conflict } from '../errors';

/** A checklist-gated step taken although items failed: why, and which items. */
export interface ChecklistOverride {
  reason: string;
  failing: string[];
}

/**
 * The gate of a step that needs the checklist complete (decision 0028): nothing to record when every
 * item passes; with items failing, the reviewer's override reason, or a 409 naming the items when
 * there is none, so nothing is written. The callers evaluate the checklist (a feature's), the rule is
 * the workflow's.
 */
export function checklistGate(
  checklist: readonly { description: string; pass: boolean }[],
  reason: string,
): ChecklistOverride | null {
  const failing = checklist.filter((item) => !item.pass).map((item) => item.description);
  if (failing.length === 0) return null;
  const given = reason.trim();
  if (!given) {
    throw conflict(reviewDecisionMessages.checklistFailing(failing), {
      checklistOverride: reviewDecisionMessages.checklistFailing(failing),
    });
  }
  return { reason: given, failing };
}
