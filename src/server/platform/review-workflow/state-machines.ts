import { type ApplicationStatus, type ReviewAction, reviewTransitions } from '../../../contract/applications';
import type { LicenceReviewAction, LicenceStatus } from '../../../contract/licences';
import { type UpgradeReviewAction, type UpgradeStatus, upgradeTransitions } from '../../../contract/upgrades';

/**
 * The state machines of decisions.md "Membership lifecycle", as data: which status may move to which,
 * by which step, taken by whom. The staff steps of applications and upgrades are the contract's maps
 * (the review pages offer their buttons from them); the applicant's own steps are added here.
 */

/** Who takes a step: the applicant (or member) on their own record, or staff reviewing it. */
export type StepTaker = 'applicant' | 'staff';

export interface Step<Status extends string, Action extends string> {
  from: Status;
  action: Action;
  to: Status;
  by: StepTaker;
}

/** The statuses and steps of each kind of record under review. */
interface Kinds {
  application: { status: ApplicationStatus; action: ReviewAction | 'submit' };
  upgrade: { status: UpgradeStatus; action: UpgradeReviewAction | 'submit' };
  licence: { status: LicenceStatus; action: LicenceReviewAction | 'upload' };
}
export type ReviewKind = keyof Kinds;
export type StatusOf<K extends ReviewKind> = Kinds[K]['status'];
export type ActionOf<K extends ReviewKind> = Kinds[K]['action'];
export type StepOf<K extends ReviewKind> = Step<StatusOf<K>, ActionOf<K>>;

/** A contract map (status -> action -> next status) as staff steps. */
function staffSteps<Status extends string, Action extends string>(
  map: Record<Status, Partial<Record<Action, Status>>>,
): Step<Status, Action>[] {
  return (Object.entries(map) as [Status, Partial<Record<Action, Status>>][]).flatMap(([from, actions]) =>
    (Object.entries(actions) as [Action, Status][]).map(([action, to]) => ({
      from,
      action,
      to,
      by: 'staff',
    })),
  );
}

export const reviewMachines: { readonly [K in ReviewKind]: readonly StepOf<K>[] } = {
  // New -> Open (submitted with the one-time code) -> Verified -> Committee Review -> Board Review ->
  // Released or Rejected; Open and Verified may be returned to New.
  application: [
    { from: 'New', action: 'submit', to: 'Open', by: 'applicant' },
    ...staffSteps(reviewTransitions),
  ],
  // New -> Open (submitted) -> Committee Review -> Approved or Rejected.
  upgrade: [
    { from: 'New', action: 'submit', to: 'Open', by: 'applicant' },
    ...staffSteps(upgradeTransitions),
  ],
  // Submitted -> Uploaded (the signed scan) -> Issued or Rejected; the fee must be paid first.
  licence: [
    { from: 'Submitted', action: 'upload', to: 'Uploaded', by: 'applicant' },
    { from: 'Uploaded', action: 'approve', to: 'Issued', by: 'staff' },
    { from: 'Uploaded', action: 'reject', to: 'Rejected', by: 'staff' },
  ],
};

/** The step `by` may take from `from` with `action`, or undefined when the machine has none. */
export function stepOf<K extends ReviewKind>(
  kind: K,
  from: StatusOf<K>,
  action: ActionOf<K>,
  by: StepTaker,
): StepOf<K> | undefined {
  const steps: readonly StepOf<K>[] = reviewMachines[kind];
  return steps.find((step) => step.from === from && step.action === action && step.by === by);
}
