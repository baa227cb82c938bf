/** What other features may use of checklist; everything else in the folder is its own. */

export { ChecklistItems } from './ChecklistItems';
export { checklistQueryKey, useCategoryChecklist, useChecklist } from './checklist-query';
export { ProfileCompletion } from './ProfileCompletion';
