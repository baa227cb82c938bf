import { VAT_RATE_PERCENT } from '../../../contract/money';
import type { Issuer } from '../../platform/pdf/issuer';
import {
  createDocument,
  drawLetterhead,
  drawParty,
  drawTitleBlock,
  drawTotalRow,
  drawVerificationCode,
  formatAmount,
  formatDay,
  MUTED_COLOUR,
  PAGE_MARGIN,
  toBuffer,
} from '../../platform/pdf/pdf-layout';
import type { InvoiceView } from './document-queries';

/** A proforma while anything is owed (spec 3 §4 "Payment state"); an invoice once paid in full. */
export const invoiceTitleOf = (invoice: Pick<InvoiceView, 'totalCents' | 'paidCents'>): string =>
  invoice.totalCents - invoice.paidCents > 0 ? 'PROFORMA INVOICE' : 'INVOICE';

const columns = [
  { label: 'Description', width: 235, align: 'left' },
  { label: 'Qty', width: 40, align: 'right' },
  { label: 'Unit price', width: 100, align: 'right' },
  { label: 'Amount', width: 120, align: 'right' },
] as const;

function drawRow(doc: PDFKit.PDFDocument, cells: string[], bold: boolean): void {
  const y = doc.y;
  let x = PAGE_MARGIN;
  let height = 0;
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(9.5)
    .fillColor('black');
  columns.forEach((column, index) => {
    const cell = cells[index] ?? '';
    doc.text(cell, x, y, { width: column.width, align: column.align });
    height = Math.max(height, doc.heightOfString(cell, { width: column.width }));
    x += column.width;
  });
  doc.x = PAGE_MARGIN;
  doc.y = y + height + 6;
}

function drawRule(doc: PDFKit.PDFDocument): void {
  doc
    .moveTo(PAGE_MARGIN, doc.y)
    .lineTo(doc.page.width - PAGE_MARGIN, doc.y)
    .lineWidth(0.5)
    .strokeColor('#BBBBBB')
    .stroke();
  doc.y += 6;
}

/** The invoice as a PDF: letterhead, bill-to, lines, VAT included, total, paid, balance due, QR code. */
export async function renderInvoicePdf(
  invoice: InvoiceView,
  issuer: Issuer,
  verifyUrl: string,
): Promise<Buffer> {
  const title = invoiceTitleOf(invoice);
  const doc = createDocument(`${title} ${invoice.invoiceNo}`, issuer);
  drawLetterhead(doc, issuer);
  drawTitleBlock(doc, title, [
    ['Invoice No.', invoice.invoiceNo],
    ['Date', formatDay(invoice.documentDate)],
    ['Due date', formatDay(invoice.dueDate)],
  ]);
  drawParty(doc, 'Bill to', invoice.billTo);
  doc.font('Helvetica').fontSize(9.5).fillColor(MUTED_COLOUR).text(invoice.description, PAGE_MARGIN);
  doc.moveDown(0.8);

  drawRow(
    doc,
    columns.map((column) => column.label),
    true,
  );
  drawRule(doc);
  for (const line of invoice.lines) {
    drawRow(
      doc,
      [line.description, String(line.quantity), formatAmount(line.unitCents), formatAmount(line.amountCents)],
      false,
    );
  }
  drawRule(doc);
  doc.moveDown(0.4);

  const vatCents = invoice.lines.reduce((sum, line) => sum + line.vatCents, 0);
  const balanceCents = Math.max(invoice.totalCents - invoice.paidCents, 0);
  drawTotalRow(doc, `VAT included (${VAT_RATE_PERCENT}%)`, formatAmount(vatCents));
  drawTotalRow(doc, 'Total', formatAmount(invoice.totalCents), true);
  drawTotalRow(doc, 'Paid', formatAmount(invoice.paidCents));
  drawTotalRow(doc, 'Balance due', formatAmount(balanceCents), true);
  doc.moveDown(0.6);
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(MUTED_COLOUR)
    .text('Amounts are in Kenya Shillings and include VAT.', PAGE_MARGIN);

  await drawVerificationCode(doc, verifyUrl);
  return toBuffer(doc);
}
