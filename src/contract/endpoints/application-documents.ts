import { z } from 'zod';
import {
  type ApplicationDocumentKind,
  applicationDocumentTexts,
  memberVerificationSchema,
  refereeFormQuerySchema,
} from '../application-documents';
import { endpoint } from '../endpoint';
import { billingPdfSchema } from '../money';

/** Which documents exist in which status, for the summaries. */
const whenIssued: Record<ApplicationDocumentKind, string> = {
  document: 'once submitted',
  acceptanceLetter: 'once Released',
  rejectionLetter: 'once Rejected (reviewer comments hidden from the applicant are left out)',
  certificate: 'once Released with a member number (landscape, with a QR code to the public check)',
};

/** GET /api/application/<kind>/:code: one application document, a base64 PDF. */
const documentPdf = <const K extends ApplicationDocumentKind>(kind: K) =>
  endpoint({
    method: 'GET',
    path: `/api/application/${kind}/:code`,
    summary: `The ${applicationDocumentTexts[kind].title.toLowerCase()} PDF (base64) for an application code (base64url or plain), ${whenIssued[kind]}`,
    params: z.object({ code: z.string().min(1).max(200) }),
    data: billingPdfSchema,
  });

/**
 * The application documents (spec 2 §2.9): PDFs for the applicant and for staff, rendered from the
 * data on every request, the referee form report, and the public check of a membership certificate.
 */
export const applicationDocumentEndpoints = {
  document: documentPdf('document'),
  acceptanceLetter: documentPdf('acceptanceLetter'),
  rejectionLetter: documentPdf('rejectionLetter'),
  certificate: documentPdf('certificate'),
  refereeForm: endpoint({
    method: 'GET',
    path: '/api/questions/refereeForm/:entryNo',
    summary: "An answered referee's form (base64 PDF): the applicant's own, or with ?profileId= for staff",
    params: z.object({ entryNo: z.coerce.number().int().positive().max(1_000_000) }),
    query: refereeFormQuerySchema,
    data: billingPdfSchema,
  }),
  memberVerify: endpoint({
    method: 'GET',
    path: '/api/member-verify/:memberNo',
    summary: "Public check of a member's certificate: the register's live status, nothing private",
    params: z.object({ memberNo: z.string().min(1).max(40) }),
    query: z.object({ code: z.string().max(64).default('') }),
    data: memberVerificationSchema,
  }),
};
