/** What other features may use of access; everything else in the folder is its own. */
export { keptCodeRoute, rememberCodeRoute } from './apply/code-route-memory';
export { RouteProblem } from './apply/RouteProblem';
export { requestVerificationCode } from './verification/verification-api';
