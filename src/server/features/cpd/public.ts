/** What other features may use of CPD; everything else in the folder is its own. */
export { activityTypeRules } from './activity-types';
export { progressOf, requirementFor } from './cpd-progress';
export { cpdKeepsInGoodStanding, standingCpdYear } from './cpd-standing';
export { recordRows, toCpdRecord } from './logged-records';
export { membersOwingCpd } from './members-owing-cpd';
