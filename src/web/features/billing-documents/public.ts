/** What other features may use of billing-documents; everything else in the folder is its own. */

export { BillingPdfButton } from './BillingPdfButton';
export { fetchBillingPdf } from './billing-document-queries';
