/** What other features may use of billing-documents; everything else in the folder is its own. */
export { creditNotePdfOf, invoicePdfOf, receiptPdfOf } from './read-billing-document';
export { checkCodeOf } from './verification-url';
