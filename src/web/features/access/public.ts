/** What other features may use of access; everything else in the folder is its own. */
export { RouteProblem } from './apply/RouteProblem';
export { requestVerificationCode } from './verification/verification-api';
