import { useMutation, useQuery } from '@tanstack/react-query';
import { cpdComplianceAddresses } from '../../../contract/endpoints/addresses/cpd-compliance';
import { downloadPdf } from '../../components/pdf-download';
import { call } from '../../lib/call';

/** GET cpd/transcript for the years chosen, saved as CPD-TRANSCRIPT-<from>[-<to>].pdf. */
export const useTranscriptDownload = () =>
  useMutation({
    mutationFn: async ({ from, to }: { from: number; to: number }) => {
      const pdf = await call(cpdComplianceAddresses.ownTranscript, { query: { from, to } });
      downloadPdf(pdf, `CPD-TRANSCRIPT-${from === to ? from : `${from}-${to}`}.pdf`);
    },
  });

/** The public check of a CPD transcript (its QR code); an unknown number is an answer, not retried. */
export const useCpdTranscriptCheck = (transcriptNo: string) =>
  useQuery({
    queryKey: ['cpd-transcript-verify', transcriptNo],
    queryFn: () => call(cpdComplianceAddresses.verifyTranscript, { params: { transcriptNo } }),
    enabled: Boolean(transcriptNo),
    retry: false,
  });
