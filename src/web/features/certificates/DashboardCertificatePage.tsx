import { dashboardCertificateMessages } from '../../../contract/dashboard-messages';
import { decodeRouteText } from '../../../contract/route-values';
import { PdfPage } from '../../components/PdfPage';
import { type DashboardCertificate, dashboardCertificatePdf } from './certificate-queries';

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
  return (
    <PdfPage
      title={title}
      // Any failure reads as an empty answer, which the page shows as the failure text.
      pdf={id ? dashboardCertificatePdf(certificate, id) : null}
      fileName={fileName}
      notFound={dashboardCertificateMessages.failed}
      backTo="/dashboard"
    />
  );
}
