/** What other features may use of checklist; everything else in the folder is its own. */
export { checklistFor } from './evaluate';
