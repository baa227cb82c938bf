// The application documents' names, file names and messages, without zod: every document page
// shows them, and keeping the validation library out of them keeps those pages within their budget.
// application-documents.ts re-exports them, so server code imports them from there as before.

export const applicationDocumentKinds = [
  'document',
  'acceptanceLetter',
  'rejectionLetter',
  'certificate',
] as const;
export type ApplicationDocumentKind = (typeof applicationDocumentKinds)[number];

/** What each document is called on its page and at the start of its download's file name. */
export const applicationDocumentTexts: Record<
  ApplicationDocumentKind,
  { title: string; filePrefix: string }
> = {
  document: { title: 'Application', filePrefix: 'APPLICATION' },
  acceptanceLetter: { title: 'Acceptance Letter', filePrefix: 'ACCEPTANCE_LETTER' },
  rejectionLetter: { title: 'Rejection Letter', filePrefix: 'REJECTION_LETTER' },
  certificate: { title: 'Membership Certificate', filePrefix: 'CERTIFICATE' },
};

/** The referee form report downloads under the entry it belongs to (spec 2 §2.9: "named after the code"). */
export const refereeFormFileName = (entryNo: string | number) => `REFEREE_FORM-${entryNo}.pdf`;

export const applicationDocumentMessages = {
  /** Unknown code, someone else's application, or a status the document does not exist in yet. */
  documentNotFound: 'This document is not available for this application.',
  refereeFormNotFound: 'No answered referee form was found for this entry.',
  noSuchMember: 'No such membership',
  memberNotVerified:
    'This membership could not be verified. Check that the whole address from the certificate was opened, or treat the certificate as not genuine.',
  genuineMembership: 'Genuine membership',
} as const;
