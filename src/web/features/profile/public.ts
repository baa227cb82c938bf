/** What other features may use of profile; everything else in the folder is its own. */
export { useBio } from './bio/bio-queries';
export { fieldLabels } from './bio/bioFormSchema';
export { profileTabs } from './profile-tabs';
