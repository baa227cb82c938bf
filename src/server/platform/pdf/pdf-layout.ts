import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { CURRENCY } from '../../../contract/money';
import { dayText } from '../../../contract/portal-time';
import type { Issuer } from './issuer';
import { drawSvgLogo } from './svg-logo';

/** The shared look of the billing documents: A4, the body's letterhead, a QR code to verify. */

export const PAGE_MARGIN = 50;
export const LOGO_SIZE = 64;
const QR_SIZE = 96;
export const BRAND_COLOUR = '#9F232D';
export const MUTED_COLOUR = '#555555';

const amountFormat = new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Cents as KES with two decimals in the Kenyan locale, e.g. "KES 12,345.00". */
export const formatAmount = (cents: number): string => `${CURRENCY} ${amountFormat.format(cents / 100)}`;

/**
 * A YYYY-MM-DD day or an ISO time as a printed date, e.g. "14 Feb 2025": an instant is dated by
 * the day it fell on in Nairobi, like every date the portal shows (contract/portal-time).
 */
export const formatDay = dayText;

export function createDocument(
  title: string,
  issuer: Issuer,
  layout: 'portrait' | 'landscape' = 'portrait',
): PDFKit.PDFDocument {
  return new PDFDocument({
    size: 'A4',
    layout,
    margin: PAGE_MARGIN,
    info: { Title: title, Author: issuer.name, Creator: issuer.name },
  });
}

/** Collects the document's bytes once it is ended. */
export function toBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/**
 * company_information.logo is a data URL (staff may replace it): an SVG is drawn as vectors, a PNG
 * or JPEG is embedded as it is. Answers whether a logo was drawn.
 */
export function drawLogo(doc: PDFKit.PDFDocument, logo: string, x: number, y: number): boolean {
  const match = /^data:image\/(svg\+xml|png|jpeg|jpg)(;base64)?,(.*)$/is.exec(logo.trim());
  if (!match) return logo.trim().startsWith('<svg') ? drawSvgLogo(doc, logo, x, y, LOGO_SIZE) : false;
  const [, kind = '', base64, payload = ''] = match;
  const bytes = base64 ? Buffer.from(payload, 'base64') : Buffer.from(decodeURIComponent(payload));
  if (kind.toLowerCase() === 'svg+xml') return drawSvgLogo(doc, bytes.toString('utf8'), x, y, LOGO_SIZE);
  try {
    doc.image(bytes, x, y, { fit: [LOGO_SIZE, LOGO_SIZE] });
    return true;
  } catch {
    // A logo pdfkit cannot read must not stop the document: the short name stands in.
    return false;
  }
}

/** The letterhead: the logo (or the short name when the logo cannot be drawn), name, address, contacts. */
export function drawLetterhead(doc: PDFKit.PDFDocument, issuer: Issuer): void {
  const top = PAGE_MARGIN - 10;
  const drawn = drawLogo(doc, issuer.logo, PAGE_MARGIN, top);
  if (!drawn) {
    doc
      .font('Helvetica-Bold')
      .fontSize(18)
      .fillColor(BRAND_COLOUR)
      .text(issuer.shortName || issuer.name.slice(0, 3), PAGE_MARGIN, top + 22, {
        width: LOGO_SIZE,
        align: 'center',
      });
  }
  const textLeft = PAGE_MARGIN + LOGO_SIZE + 14;
  const textWidth = doc.page.width - PAGE_MARGIN - textLeft;
  doc
    .font('Helvetica-Bold')
    .fontSize(15)
    .fillColor(BRAND_COLOUR)
    .text(issuer.name, textLeft, top + 4, {
      width: textWidth,
    });
  doc.font('Helvetica').fontSize(8.5).fillColor(MUTED_COLOUR);
  if (issuer.address) doc.text(issuer.address, { width: textWidth });
  const contacts = [issuer.email, issuer.phone, issuer.website].filter(Boolean).join('  |  ');
  if (contacts) doc.text(contacts, { width: textWidth });
  const ruleY = Math.max(doc.y + 8, top + LOGO_SIZE + 8);
  doc
    .moveTo(PAGE_MARGIN, ruleY)
    .lineTo(doc.page.width - PAGE_MARGIN, ruleY)
    .lineWidth(1)
    .strokeColor(BRAND_COLOUR)
    .stroke();
  doc.x = PAGE_MARGIN;
  doc.y = ruleY + 16;
}

/** The document's title on the left and its labelled facts (number, dates) on the right. */
export function drawTitleBlock(doc: PDFKit.PDFDocument, title: string, facts: [string, string][]): void {
  const top = doc.y;
  const labelX = doc.page.width - PAGE_MARGIN - 220;
  // A long title shrinks rather than running into the facts beside it.
  const room = labelX - PAGE_MARGIN - 12;
  doc.font('Helvetica-Bold').fontSize(20);
  const size = Math.max(14, Math.min(20, (20 * room) / doc.widthOfString(title)));
  doc.fontSize(size).fillColor('black').text(title, PAGE_MARGIN, top, { width: room });
  let y = top + 2;
  for (const [label, value] of facts) {
    doc.font('Helvetica').fontSize(9).fillColor(MUTED_COLOUR).text(label, labelX, y, { width: 90 });
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor('black')
      .text(value, labelX + 90, y, {
        width: 130,
        align: 'right',
      });
    y += 15;
  }
  doc.x = PAGE_MARGIN;
  doc.y = Math.max(doc.y, y) + 14;
}

/** Who a document is addressed to, as printed. */
export interface PartyOnPaper {
  name: string;
  memberNo: string | null;
  email: string;
}

/** "Bill to" / "Received from": the person's name and member number (or e-mail when they have none). */
export function drawParty(doc: PDFKit.PDFDocument, heading: string, party: PartyOnPaper): void {
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED_COLOUR).text(heading.toUpperCase(), PAGE_MARGIN);
  doc.font('Helvetica-Bold').fontSize(11).fillColor('black').text(party.name);
  doc
    .font('Helvetica')
    .fontSize(9.5)
    .text(party.memberNo ? `Member No. ${party.memberNo}` : party.email);
  doc.moveDown(1.2);
}

/** A right-aligned label and amount, as in the totals under a table. */
export function drawTotalRow(doc: PDFKit.PDFDocument, label: string, value: string, strong = false): void {
  const right = doc.page.width - PAGE_MARGIN;
  const y = doc.y;
  doc
    .font(strong ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(strong ? 11 : 9.5)
    .fillColor('black')
    .text(label, PAGE_MARGIN, y, { width: right - 130 - PAGE_MARGIN, align: 'right' });
  const labelBottom = doc.y;
  doc.text(value, right - 120, y, { width: 120, align: 'right' });
  doc.x = PAGE_MARGIN;
  doc.y = Math.max(labelBottom, y + (strong ? 18 : 15));
}

/** The QR code that opens the public verification page, with the address printed beside it. */
export async function drawVerificationCode(doc: PDFKit.PDFDocument, url: string): Promise<void> {
  const png = await QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 240 });
  const bottom = doc.page.height - PAGE_MARGIN;
  if (doc.y + 20 + QR_SIZE > bottom) doc.addPage();
  const top = Math.max(doc.y + 20, bottom - QR_SIZE - 10);
  doc.image(png, PAGE_MARGIN, top, { width: QR_SIZE, height: QR_SIZE });
  const textLeft = PAGE_MARGIN + QR_SIZE + 14;
  const textWidth = doc.page.width - PAGE_MARGIN - textLeft;
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor('black')
    .text('Verify this document', textLeft, top + 24, { width: textWidth });
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(MUTED_COLOUR)
    .text('Scan the code or open this address to confirm it was issued by us:', { width: textWidth });
  doc.fillColor(BRAND_COLOUR).text(url, { width: textWidth, link: url, underline: false });
}
