import type { Issuer } from '../billing-documents/document-queries';
import {
  BRAND_COLOUR,
  createDocument,
  drawLogo,
  drawVerificationCode,
  formatDay,
  LOGO_SIZE,
  MUTED_COLOUR,
  PAGE_MARGIN,
  toBuffer,
} from '../billing-documents/pdf-layout';

export interface SubscriptionCertificateView {
  name: string;
  memberNo: string | null;
  categoryDescription: string;
  period: number;
  /** When the period was paid in full (the latest receipt). */
  paidOn: string;
}

function centred(doc: PDFKit.PDFDocument, text: string, font: string, size: number, colour = 'black'): void {
  doc
    .font(font)
    .fontSize(size)
    .fillColor(colour)
    .text(text, PAGE_MARGIN, doc.y, { width: doc.page.width - 2 * PAGE_MARGIN, align: 'center' });
}

/**
 * The subscription certificate (landscape): the member subscribed for the period. The QR code opens
 * the public member check, which answers the register's status today, so an old certificate never
 * vouches for a member who has since lapsed. A member without a number gets no QR code.
 */
export async function renderSubscriptionCertificatePdf(
  certificate: SubscriptionCertificateView,
  issuer: Issuer,
  verifyUrl: string | null,
): Promise<Buffer> {
  const doc = createDocument(`Subscription certificate ${certificate.period}`, issuer, 'landscape');
  const { width, height } = doc.page;
  doc
    .rect(24, 24, width - 48, height - 48)
    .lineWidth(3)
    .strokeColor(BRAND_COLOUR)
    .stroke();
  const drawn = drawLogo(doc, issuer.logo, (width - LOGO_SIZE) / 2, PAGE_MARGIN);
  doc.y = drawn ? PAGE_MARGIN + LOGO_SIZE + 8 : PAGE_MARGIN + 10;
  centred(doc, issuer.name, 'Helvetica-Bold', 18, BRAND_COLOUR);
  doc.moveDown(0.8);
  centred(doc, 'SUBSCRIPTION CERTIFICATE', 'Helvetica-Bold', 26);
  doc.moveDown(0.6);
  centred(doc, 'This is to certify that', 'Helvetica', 12, MUTED_COLOUR);
  doc.moveDown(0.4);
  centred(doc, certificate.name, 'Helvetica-Bold', 24);
  doc.moveDown(0.4);
  centred(
    doc,
    `has paid the annual subscription for ${certificate.period} as a member in the category of`,
    'Helvetica',
    12,
    MUTED_COLOUR,
  );
  doc.moveDown(0.3);
  centred(doc, certificate.categoryDescription, 'Helvetica-Bold', 16, BRAND_COLOUR);
  doc.moveDown(0.8);
  const number = certificate.memberNo ? `Member No. ${certificate.memberNo}     ` : '';
  centred(
    doc,
    `${number}Valid: 1 Jan – 31 Dec ${certificate.period}     Paid: ${formatDay(certificate.paidOn)}`,
    'Helvetica-Bold',
    12,
  );
  if (verifyUrl) {
    doc.y = Math.min(doc.y, height - PAGE_MARGIN - 130);
    await drawVerificationCode(doc, verifyUrl);
  }
  return toBuffer(doc);
}
