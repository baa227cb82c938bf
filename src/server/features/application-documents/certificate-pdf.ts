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

export interface CertificateView {
  name: string;
  memberNo: string;
  categoryDescription: string;
  /** When membership was granted (the application's release). */
  date: string;
}

const FRAME = 24;

/** The double border of the certificate, in the body's colour. */
function drawFrame(doc: PDFKit.PDFDocument): void {
  const { width, height } = doc.page;
  doc
    .rect(FRAME, FRAME, width - 2 * FRAME, height - 2 * FRAME)
    .lineWidth(3)
    .strokeColor(BRAND_COLOUR)
    .stroke();
  doc
    .rect(FRAME + 8, FRAME + 8, width - 2 * FRAME - 16, height - 2 * FRAME - 16)
    .lineWidth(0.8)
    .strokeColor(BRAND_COLOUR)
    .stroke();
}

function centred(doc: PDFKit.PDFDocument, text: string, font: string, size: number, colour = 'black'): void {
  doc
    .font(font)
    .fontSize(size)
    .fillColor(colour)
    .text(text, PAGE_MARGIN, doc.y, { width: doc.page.width - 2 * PAGE_MARGIN, align: 'center' });
}

/**
 * The membership certificate (landscape): who, which category, which number, since when, and a QR
 * code to the public page that answers the member's status as the register holds it today.
 */
export async function renderCertificatePdf(
  certificate: CertificateView,
  issuer: Issuer,
  verifyUrl: string,
): Promise<Buffer> {
  const doc = createDocument(`Membership certificate ${certificate.memberNo}`, issuer, 'landscape');
  drawFrame(doc);
  const logoTop = PAGE_MARGIN;
  const drawn = drawLogo(doc, issuer.logo, (doc.page.width - LOGO_SIZE) / 2, logoTop);
  doc.y = drawn ? logoTop + LOGO_SIZE + 8 : logoTop + 10;
  centred(doc, issuer.name, 'Helvetica-Bold', 18, BRAND_COLOUR);
  doc.moveDown(0.8);
  centred(doc, 'CERTIFICATE OF MEMBERSHIP', 'Helvetica-Bold', 26);
  doc.moveDown(0.6);
  centred(doc, 'This is to certify that', 'Helvetica', 12, MUTED_COLOUR);
  doc.moveDown(0.4);
  centred(doc, certificate.name, 'Helvetica-Bold', 24);
  doc.moveDown(0.4);
  centred(
    doc,
    `has been admitted a member of ${issuer.name} in the category of`,
    'Helvetica',
    12,
    MUTED_COLOUR,
  );
  doc.moveDown(0.3);
  centred(doc, certificate.categoryDescription, 'Helvetica-Bold', 16, BRAND_COLOUR);
  doc.moveDown(0.8);
  centred(
    doc,
    `Member No. ${certificate.memberNo}     Date: ${formatDay(certificate.date)}`,
    'Helvetica-Bold',
    12,
  );
  // The QR code sits at the bottom of the frame, whatever length the name and category had.
  doc.y = Math.min(doc.y, doc.page.height - PAGE_MARGIN - 130);
  await drawVerificationCode(doc, verifyUrl);
  return toBuffer(doc);
}
