/** What other features may use of checklist; everything else in the folder is its own. */
export { checklistQueryKey, useCategoryChecklist, useChecklist } from './checklist-query';
export { ProfileCompletion } from './ProfileCompletion';
export { ChecklistItems } from './ChecklistItems';
