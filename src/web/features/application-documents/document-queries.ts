import { useQuery } from '@tanstack/react-query';
import { applicationDocumentAddresses } from '../../../contract/endpoints/addresses/application-documents';
import { call } from '../../lib/call';

/** The public check of a membership certificate (/member-verify); an unknown member is not retried. */
export const useMemberCertificateCheck = (memberNo: string, code: string) =>
  useQuery({
    queryKey: ['member-verify', memberNo, code],
    queryFn: () => call(applicationDocumentAddresses.memberVerify, { params: { memberNo }, query: { code } }),
    enabled: Boolean(memberNo),
    retry: false,
  });
