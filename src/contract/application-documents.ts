import { z } from 'zod';

/**
 * The application documents (spec 2 §2.9): PDFs rendered on request from the application and the
 * profile, and the public check a membership certificate's QR code opens.
 */

export {
  type ApplicationDocumentKind,
  applicationDocumentKinds,
  applicationDocumentMessages,
  applicationDocumentTexts,
  refereeFormFileName,
} from './application-document-texts';

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
