/** What other features may use of applications; everything else in the folder is its own. */

export type { FeeState } from './invoice-state';
export { feeStateOf, isPaid } from './invoice-state';
export { sendSubmissionCode } from './submit-application';
