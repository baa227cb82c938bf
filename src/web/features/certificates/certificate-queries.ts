import { urlOf } from '../../../contract/endpoint';
import { licenceAddresses } from '../../../contract/endpoints/addresses/licences';
import type { PdfSource } from '../../components/PdfPage';
import { ApiError } from '../../lib/api';
import { call } from '../../lib/call';

/** The certificate was refused because the member is not in good standing (the server's 409). */
export const isStandingRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409;

/** The certificates of the dashboard's Certificate menu, each asked for by a profile ID or member no. */
export type DashboardCertificate = 'goodStandingCertificate' | 'membershipCertificate';

/**
 * A dashboard certificate for the viewer (base64). Any failure reads as an empty answer, except the
 * good-standing refusal, which the page explains with what is owed and how to pay it.
 */
export function dashboardCertificatePdf(certificate: DashboardCertificate, id: string): PdfSource {
  const address = licenceAddresses[certificate];
  return {
    // The address below the API's root, as the key has always been.
    key: [urlOf(address, { id }).slice('/api/'.length)],
    fetch: () =>
      call(address, { params: { id } }).catch((error: unknown) => {
        if (isStandingRefusal(error)) throw error;
        return '';
      }),
  };
}
