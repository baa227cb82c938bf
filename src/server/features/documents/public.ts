/** What other features may use of documents; everything else in the folder is its own. */
export { deleteStoredFiles, forgetDocuments, recordDocuments } from './record-documents';
