/** What other features may use of application-documents; everything else in the folder is its own. */
export { ApplicationDocumentView, RefereeFormView } from './ApplicationDocumentView';
