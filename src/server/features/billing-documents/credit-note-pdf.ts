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
import type { CreditNoteView } from './document-queries';
import { drawFact } from './receipt-pdf';

/**
 * The credit note as a PDF (decision 0030): number, date, to whom, the receipt it reverses (date,
 * method, transaction id), the reason, the invoices owed again and the amount, with the QR code to
 * the public check, on the receipts' letterhead.
 */
export async function renderCreditNotePdf(
  note: CreditNoteView,
  issuer: Issuer,
  verifyUrl: string,
): Promise<Buffer> {
  const doc = createDocument(`CREDIT NOTE ${note.creditNoteNo}`, issuer);
  drawLetterhead(doc, issuer);
  drawTitleBlock(doc, 'CREDIT NOTE', [
    ['Credit Note No.', note.creditNoteNo],
    ['Date', formatDay(note.issuedAt)],
    ['Reverses receipt', note.receiptNo],
  ]);
  drawParty(doc, 'Issued to', note.issuedTo);
  drawFact(doc, 'Receipt date', formatDay(note.receiptPaidAt));
  drawFact(doc, 'Payment method', note.method);
  drawFact(doc, 'Transaction ID', note.providerTxId);
  drawFact(doc, 'Reason', note.reason);
  doc.moveDown(1);
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED_COLOUR).text('INVOICES OWED AGAIN', PAGE_MARGIN);
  doc.moveDown(0.3);
  for (const invoice of note.reopened) {
    drawTotalRow(doc, `${invoice.invoiceNo}  ${invoice.description}`, formatAmount(invoice.amountCents));
  }
  if (note.reopened.length === 0) {
    doc
      .font('Helvetica')
      .fontSize(9.5)
      .fillColor('black')
      .text('None: the receipt was held as credit', PAGE_MARGIN);
    doc.moveDown(0.5);
  }
  drawTotalRow(doc, 'Total credited back', formatAmount(note.amountCents), true);
  doc.moveDown(0.6);
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(MUTED_COLOUR)
    .text(`This credit note cancels receipt ${note.receiptNo}. Amounts are in Kenya Shillings.`, PAGE_MARGIN);
  await drawVerificationCode(doc, verifyUrl);
  return toBuffer(doc);
}
