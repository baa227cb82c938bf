/** What other features may use of cpd; everything else in the folder is its own. */
export { progressOf, requirementFor } from './cpd-progress';
export { cpdKeepsInGoodStanding, standingCpdYear } from './cpd-standing';
