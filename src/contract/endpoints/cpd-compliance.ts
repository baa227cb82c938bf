import {
  cpdComplianceQuerySchema,
  cpdComplianceReportSchema,
  cpdTranscriptMemberParams,
  cpdTranscriptNoParams,
  cpdTranscriptQuerySchema,
  cpdTranscriptVerificationSchema,
} from '../cpd-compliance-schemas';
import { endpoint } from '../endpoint';
import { billingPdfSchema } from '../money';

/**
 * CPD transcripts, their public check, and the compliance report (decision 0048). The report's CSV
 * download (`…/csv`) answers a file, not the `{ data }` envelope, and is registered by hand.
 */
export const cpdComplianceEndpoints = {
  ownTranscript: endpoint({
    method: 'GET',
    path: '/api/cpd/transcript',
    summary: "The caller's CPD transcript (base64 PDF) for a year or a range of years (last year by default)",
    query: cpdTranscriptQuerySchema,
    data: billingPdfSchema,
  }),
  staffTranscript: endpoint({
    method: 'GET',
    path: '/api/admin/cpd/transcripts/:memberNo',
    summary: "A member's CPD transcript (base64 PDF), for staff",
    params: cpdTranscriptMemberParams,
    query: cpdTranscriptQuerySchema,
    data: billingPdfSchema,
  }),
  verifyTranscript: endpoint({
    method: 'GET',
    path: '/api/cpd-transcript-verify/:transcriptNo',
    summary: 'Public check of a CPD transcript: its number, member, period and totals as issued',
    params: cpdTranscriptNoParams,
    data: cpdTranscriptVerificationSchema,
  }),
  complianceReport: endpoint({
    method: 'GET',
    path: '/api/admin/reports/cpd-compliance',
    summary: 'CPD compliance by category for a CPD year (last year by default)',
    query: cpdComplianceQuerySchema,
    data: cpdComplianceReportSchema,
  }),
};
