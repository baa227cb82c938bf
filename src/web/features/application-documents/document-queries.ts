import { useQuery } from '@tanstack/react-query';
import type { ApplicationDocumentKind } from '../../../contract/application-document-texts';
import { applicationDocumentAddresses } from '../../../contract/endpoints/addresses/application-documents';
import type { PdfSource } from '../../components/PdfPage';
import { call } from '../../lib/call';

/** The public check of a membership certificate (/member-verify); an unknown member is not retried. */
export const useMemberCertificateCheck = (memberNo: string, code: string) =>
  useQuery({
    queryKey: ['member-verify', memberNo, code],
    queryFn: () => call(applicationDocumentAddresses.memberVerify, { params: { memberNo }, query: { code } }),
    enabled: Boolean(memberNo),
    retry: false,
  });

/** The application documents for the viewer (base64), by the application's code as the route carries it. */
export const applicationDocumentPdf = {
  document: (kind: ApplicationDocumentKind, code: string): PdfSource => ({
    key: [`application/${kind}/${encodeURIComponent(code)}`],
    fetch: () => call(applicationDocumentAddresses[kind], { params: { code } }),
  }),
  /** A referee's answers; staff name the applicant's profile, the applicant need not. */
  refereeForm: (entryNo: string, profileId?: string | null): PdfSource => ({
    key: [
      `questions/refereeForm/${entryNo}${profileId ? `?profileId=${encodeURIComponent(profileId)}` : ''}`,
    ],
    fetch: () =>
      call(applicationDocumentAddresses.refereeForm, {
        params: { entryNo },
        query: profileId ? { profileId } : {},
      }),
  }),
};
