import type { Issuer } from './issuer';
import {
  BRAND_COLOUR,
  createDocument,
  drawLogo,
  drawVerificationCode,
  LOGO_SIZE,
  MUTED_COLOUR,
  PAGE_MARGIN,
  toBuffer,
} from './pdf-layout';

const FRAME = 24;

/** The double border of a certificate, in the body's colour. */
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

export function centred(
  doc: PDFKit.PDFDocument,
  text: string,
  font: string,
  size: number,
  colour = 'black',
): void {
  doc
    .font(font)
    .fontSize(size)
    .fillColor(colour)
    .text(text, PAGE_MARGIN, doc.y, { width: doc.page.width - 2 * PAGE_MARGIN, align: 'center' });
}

export interface CertificateText {
  /** The PDF's own title (its metadata). */
  documentTitle: string;
  heading: string;
  name: string;
  /** What the person is certified for, ending before the category. */
  statement: string;
  categoryDescription: string;
  /** The closing line of facts: number, dates. */
  facts: string;
}

/**
 * A landscape certificate: frame, logo, the body's name, the heading, "This is to certify that",
 * the name, the statement and category, the facts and, when given, a QR code at the foot of the
 * frame to the public page that answers the member's status as the register holds it today.
 */
export async function renderCertificate(
  text: CertificateText,
  issuer: Issuer,
  verifyUrl: string | null,
): Promise<Buffer> {
  const doc = createDocument(text.documentTitle, issuer, 'landscape');
  drawFrame(doc);
  const drawn = drawLogo(doc, issuer.logo, (doc.page.width - LOGO_SIZE) / 2, PAGE_MARGIN);
  doc.y = drawn ? PAGE_MARGIN + LOGO_SIZE + 8 : PAGE_MARGIN + 10;
  centred(doc, issuer.name, 'Helvetica-Bold', 18, BRAND_COLOUR);
  doc.moveDown(0.8);
  centred(doc, text.heading, 'Helvetica-Bold', 26);
  doc.moveDown(0.6);
  centred(doc, 'This is to certify that', 'Helvetica', 12, MUTED_COLOUR);
  doc.moveDown(0.4);
  centred(doc, text.name, 'Helvetica-Bold', 24);
  doc.moveDown(0.4);
  centred(doc, text.statement, 'Helvetica', 12, MUTED_COLOUR);
  doc.moveDown(0.3);
  centred(doc, text.categoryDescription, 'Helvetica-Bold', 16, BRAND_COLOUR);
  doc.moveDown(0.8);
  centred(doc, text.facts, 'Helvetica-Bold', 12);
  if (verifyUrl) {
    // The QR code sits at the bottom of the frame, whatever length the name and category had.
    doc.y = Math.min(doc.y, doc.page.height - PAGE_MARGIN - 130);
    await drawVerificationCode(doc, verifyUrl);
  }
  return toBuffer(doc);
}
