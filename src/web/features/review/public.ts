/** What other features may use of review; everything else in the folder is its own. */

export { DecisionDialog, decisionDialogTexts } from './DecisionDialog';
export { ChecklistPanel } from './DecisionPanels';
export { useCategories } from './review-api';
export { workspacePath } from './review-routes';
