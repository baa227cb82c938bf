/** What other features may use of application-documents; everything else in the folder is its own. */
export { renderCertificatePdf } from './certificate-pdf';
export { renderLetter } from './letters-pdf';
export { memberVerificationUrl } from './member-verification-url';
export { drawFacts, drawHeading, drawParagraph } from './pdf-blocks';
