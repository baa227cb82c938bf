import { renderCertificate } from '../../platform/pdf/certificate-layout';
import type { Issuer } from '../../platform/pdf/issuer';
import { formatDay } from '../../platform/pdf/pdf-layout';

export interface CertificateView {
  name: string;
  memberNo: string;
  categoryDescription: string;
  /** When membership was granted (the application's release). */
  date: string;
}

/**
 * The membership certificate (landscape): who, which category, which number, since when, and a QR
 * code to the public page that answers the member's status as the register holds it today.
 */
export function renderCertificatePdf(
  certificate: CertificateView,
  issuer: Issuer,
  verifyUrl: string,
): Promise<Buffer> {
  return renderCertificate(
    {
      documentTitle: `Membership certificate ${certificate.memberNo}`,
      heading: 'CERTIFICATE OF MEMBERSHIP',
      name: certificate.name,
      statement: `has been admitted a member of ${issuer.name} in the category of`,
      categoryDescription: certificate.categoryDescription,
      facts: `Member No. ${certificate.memberNo}     Date: ${formatDay(certificate.date)}`,
    },
    issuer,
    verifyUrl,
  );
}
