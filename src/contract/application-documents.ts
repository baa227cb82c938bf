import { z } from 'zod';

/**
 * The application documents (spec 2 §2.9): PDFs rendered on request from the application and the
 * profile, and the public check a membership certificate's QR code opens.
 */

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

/** GET member-verify/{memberNo}?code=: the register's live answer, with nothing private in it. */
export const memberVerificationSchema = z.object({
  memberNo: z.string(),
  name: z.string(),
  category: z.string(),
  /** The member register's status as it is now, e.g. Active or Inactive. */
  status: z.string(),
  /** decisions.md "Good standing" as it holds now: Active and nothing overdue. */
  inGoodStanding: z.boolean(),
  /** The body that keeps the register. */
  issuer: z.string(),
});
export type MemberVerification = z.infer<typeof memberVerificationSchema>;

/** GET questions/refereeForm/{entryNo}: staff name the applicant's profile; the applicant need not. */
export const refereeFormQuerySchema = z.object({ profileId: z.string().trim().max(40).optional() });
