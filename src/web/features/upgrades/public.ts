/** What other features may use of upgrades; everything else in the folder is its own. */
export { UpgradeReportView } from './UpgradeReportView';
