import { renderCertificate } from '../../platform/pdf/certificate-layout';
import type { Issuer } from '../../platform/pdf/issuer';
import { formatDay } from '../../platform/pdf/pdf-layout';

export interface SubscriptionCertificateView {
  name: string;
  memberNo: string | null;
  categoryDescription: string;
  period: number;
  /** When the period was paid in full (the latest receipt). */
  paidOn: string;
}

/**
 * The subscription certificate (landscape): the member subscribed for the period. The QR code opens
 * the public member check, which answers the register's status today, so an old certificate never
 * vouches for a member who has since lapsed. A member without a number gets no QR code.
 */
export function renderSubscriptionCertificatePdf(
  certificate: SubscriptionCertificateView,
  issuer: Issuer,
  verifyUrl: string | null,
): Promise<Buffer> {
  const number = certificate.memberNo ? `Member No. ${certificate.memberNo}     ` : '';
  return renderCertificate(
    {
      documentTitle: `Subscription certificate ${certificate.period}`,
      heading: 'SUBSCRIPTION CERTIFICATE',
      name: certificate.name,
      statement: `has paid the annual subscription for ${certificate.period} as a member in the category of`,
      categoryDescription: certificate.categoryDescription,
      facts: `${number}Valid: 1 Jan – 31 Dec ${certificate.period}     Paid: ${formatDay(certificate.paidOn)}`,
    },
    issuer,
    verifyUrl,
  );
}
