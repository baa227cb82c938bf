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
import type { ReceiptView } from './document-queries';

/** A label and its value on one line (receipts and credit notes). */
export function drawFact(doc: PDFKit.PDFDocument, label: string, value: string): void {
  const y = doc.y;
  doc.font('Helvetica').fontSize(9.5).fillColor(MUTED_COLOUR).text(label, PAGE_MARGIN, y, { width: 150 });
  doc
    .font('Helvetica-Bold')
    .fillColor('black')
    .text(value, PAGE_MARGIN + 150, y, { width: doc.page.width - 2 * PAGE_MARGIN - 150 });
  doc.x = PAGE_MARGIN;
  doc.y = Math.max(doc.y, y + 15) + 2;
}

/**
 * The receipt as a PDF: number, date, who paid, the amount, how (method and the provider's
 * transaction id) and the invoices it settled; what was not allocated is the member's credit.
 */
export async function renderReceiptPdf(
  receipt: ReceiptView,
  issuer: Issuer,
  verifyUrl: string,
): Promise<Buffer> {
  const doc = createDocument(`RECEIPT ${receipt.receiptNo}`, issuer);
  drawLetterhead(doc, issuer);
  drawTitleBlock(doc, 'RECEIPT', [
    ['Receipt No.', receipt.receiptNo],
    ['Date', formatDay(receipt.paidAt)],
  ]);
  drawParty(doc, 'Received from', receipt.receivedFrom);

  drawFact(doc, 'Amount received', formatAmount(receipt.amountCents));
  drawFact(doc, 'Payment method', receipt.method);
  drawFact(doc, 'Transaction ID', receipt.providerTxId);
  // Said on the paper itself, so a printed copy of a reversed receipt is no proof of payment.
  if (receipt.reversedBy) drawFact(doc, 'Status', `REVERSED by credit note ${receipt.reversedBy}`);
  doc.moveDown(1);

  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED_COLOUR).text('ALLOCATED TO', PAGE_MARGIN);
  doc.moveDown(0.3);
  let allocatedCents = 0;
  for (const allocation of receipt.allocations) {
    allocatedCents += allocation.amountCents;
    drawTotalRow(
      doc,
      `${allocation.invoiceNo}  ${allocation.description}`,
      formatAmount(allocation.amountCents),
    );
  }
  if (receipt.allocations.length === 0) {
    doc.font('Helvetica').fontSize(9.5).fillColor('black').text('Not allocated to an invoice', PAGE_MARGIN);
    doc.moveDown(0.5);
  }
  const creditCents = receipt.amountCents - allocatedCents;
  if (creditCents > 0) drawTotalRow(doc, 'Held as credit', formatAmount(creditCents));
  drawTotalRow(doc, 'Total received', formatAmount(receipt.amountCents), true);

  await drawVerificationCode(doc, verifyUrl);
  return toBuffer(doc);
}
