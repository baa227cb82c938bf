import { useQuery } from '@tanstack/react-query';
import type { CpdAward } from '../../../contract/cpd';
import { cpdAddresses } from '../../../contract/endpoints/addresses/cpd';
import type { PdfSource } from '../../components/PdfPage';
import { call } from '../../lib/call';

/** GET cpd_awards/awards: the member's own awards; waits until the member number is known. */
export const useCpdAwards = (memberNo: string | null) =>
  useQuery({
    queryKey: ['cpd', 'awards', memberNo],
    queryFn: () => call(cpdAddresses.ownAwards, { query: { memberNo: memberNo ?? '' } }),
    enabled: Boolean(memberNo),
  });

/** GET cpd_awards/points: the totals the dashboard tile and the per-year chart show. */
export const useCpdPoints = (memberNo: string | null) =>
  useQuery({
    queryKey: ['cpd', 'points', memberNo],
    queryFn: () => call(cpdAddresses.ownPoints, { query: { memberNo: memberNo ?? '' } }),
    enabled: Boolean(memberNo),
  });

export const cpdRoutes = {
  certificate: (certificateNo: string) => `/cpd/certificate/${encodeURIComponent(certificateNo)}`,
  verify: (certificateNo: string) => `/cert-verify/${encodeURIComponent(certificateNo)}`,
};

/** The years the awards fall in, newest first, for the year filter. */
export const yearsOf = (awards: readonly CpdAward[]): number[] =>
  [...new Set(awards.map((award) => award.period))].sort((a, b) => b - a);

/** The public check of a CPD certificate (its QR code); an unknown number is an answer, not retried. */
export const useCpdCertificateCheck = (certificateNo: string) =>
  useQuery({
    queryKey: ['cert-verify', certificateNo],
    queryFn: () => call(cpdAddresses.verifyCertificate, { params: { certificateNo } }),
    enabled: Boolean(certificateNo),
    retry: false,
  });

/** One award's certificate for the viewer (base64). */
export const cpdCertificatePdf = (certificateNo: string): PdfSource => ({
  key: ['cpd', 'certificate', certificateNo],
  fetch: () => call(cpdAddresses.certificate, { params: { certificateNo } }),
});
