import { dashboardCertificateMessages } from '../../../contract/dashboard-messages';
import { decodeRouteText } from '../../../contract/route-values';
import { PdfPage } from '../../components/PdfPage';
import { api } from '../../lib/api';

/**
 * A certificate of the dashboard's Certificate menu. Whatever goes wrong (an unreadable code, a
 * refusal, an empty answer), the page says the one failure text of spec 1 §2.
 */
export function DashboardCertificatePage({
  title,
  code,
  pathOf,
  fileName,
}: {
  title: string;
  /** The route's base64 code. */
  code: string;
  /** The API path for the decoded value. */
  pathOf: (decoded: string) => string;
  fileName: string;
}) {
  const decoded = decodeRouteText(code);
  const pdfPath = decoded ? pathOf(encodeURIComponent(decoded)) : null;
  return (
    <PdfPage
      title={title}
      // Any failure reads as an empty answer, which the page shows as the failure text.
      pdf={pdfPath ? { key: [pdfPath], fetch: () => api<string>('GET', pdfPath).catch(() => '') } : null}
      fileName={fileName}
      notFound={dashboardCertificateMessages.failed}
      backTo="/dashboard"
    />
  );
}
