import { dashboardCertificateMessages } from '../../../contract/dashboard-messages';
import { urlOf } from '../../../contract/endpoint';
import { licenceAddresses } from '../../../contract/endpoints/addresses/licences';
import { decodeRouteText } from '../../../contract/route-values';
import { PdfPage } from '../../components/PdfPage';
import { call } from '../../lib/call';

/** The certificates of the dashboard's Certificate menu, each asked for by a profile ID or member no. */
const certificatePdf = {
  goodStandingCertificate: (id: string) => call(licenceAddresses.goodStandingCertificate, { params: { id } }),
  membershipCertificate: (id: string) => call(licenceAddresses.membershipCertificate, { params: { id } }),
};
export type DashboardCertificate = keyof typeof certificatePdf;

/**
 * A certificate of the dashboard's Certificate menu. Whatever goes wrong (an unreadable code, a
 * refusal, an empty answer), the page says the one failure text of spec 1 §2.
 */
export function DashboardCertificatePage({
  title,
  code,
  certificate,
  fileName,
}: {
  title: string;
  /** The route's base64 code. */
  code: string;
  /** The licence endpoint answering it for the decoded value. */
  certificate: DashboardCertificate;
  fileName: string;
}) {
  const id = decodeRouteText(code);
  const address = licenceAddresses[certificate];
  return (
    <PdfPage
      title={title}
      // Any failure reads as an empty answer, which the page shows as the failure text.
      pdf={
        id
          ? {
              // The address below the API's root, as the key has always been.
              key: [urlOf(address, { id }).slice('/api/'.length)],
              fetch: () => certificatePdf[certificate](id).catch(() => ''),
            }
          : null
      }
      fileName={fileName}
      notFound={dashboardCertificateMessages.failed}
      backTo="/dashboard"
    />
  );
}
