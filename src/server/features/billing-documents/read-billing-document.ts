import { type BillingDocumentType, type InvoiceSummary, kesOf, moneyMessages } from '../../../contract/money';
import { todayIso } from '../../../contract/portal-time';
import { decodeRouteText } from '../../../contract/route-values';
import type { AppContext } from '../../context';
import { notFound } from '../../platform/errors';
import { issuerOf } from '../../platform/pdf/issuer';
import { roleOf } from '../../platform/policies';
import type { ActiveSession } from '../../platform/sessions';
import { dueStateOf } from '../billing/public';
import { renderCreditNotePdf } from './credit-note-pdf';
import {
  type CreditNoteView,
  findCreditNote,
  findInvoice,
  findReceipt,
  type InvoiceView,
  type ReceiptView,
} from './document-queries';
import { renderInvoicePdf } from './invoice-pdf';
import { renderReceiptPdf } from './receipt-pdf';
import { verificationUrl } from './verification-url';

/**
 * The owner reads their own documents; approvers and admins read anyone's. Everyone else gets the
 * same 404 as for a number that does not exist, so a guessed number tells nothing.
 */
function readableBy(session: ActiveSession, ownerId: number | null, context: AppContext): boolean {
  return session.user.id === ownerId || roleOf(session.user, context.policy) !== 'member';
}

async function readableInvoice(
  context: AppContext,
  session: ActiveSession,
  code: string,
): Promise<InvoiceView> {
  const invoiceNo = decodeRouteText(code);
  const invoice = invoiceNo ? await findInvoice(context.db, invoiceNo) : undefined;
  if (!invoice || !readableBy(session, invoice.userId, context)) throw notFound(moneyMessages.invalidReceipt);
  return invoice;
}

async function readableReceipt(
  context: AppContext,
  session: ActiveSession,
  code: string,
): Promise<ReceiptView> {
  const receiptNo = decodeRouteText(code);
  const receipt = receiptNo ? await findReceipt(context.db, receiptNo) : undefined;
  if (!receipt || !readableBy(session, receipt.userId, context))
    throw notFound(moneyMessages.receiptNotFound);
  return receipt;
}

async function readableCreditNote(
  context: AppContext,
  session: ActiveSession,
  code: string,
): Promise<CreditNoteView> {
  const creditNoteNo = decodeRouteText(code);
  const note = creditNoteNo ? await findCreditNote(context.db, creditNoteNo) : undefined;
  // The credit note belongs to the receipt's owner: another member gets the 404 of a missing number.
  if (!note || !readableBy(session, note.userId, context)) throw notFound(moneyMessages.creditNoteNotFound);
  return note;
}

/** GET billing/proforma/{code}: the invoice PDF, base64, for the base64 invoice number in the route. */
export async function invoicePdfOf(
  context: AppContext,
  session: ActiveSession,
  code: string,
): Promise<string> {
  const invoice = await readableInvoice(context, session, code);
  const issuer = await issuerOf(context.db);
  const url = await verificationUrl(context.db, context.env.PUBLIC_URL, 'invoice', invoice.invoiceNo);
  return (await renderInvoicePdf(invoice, issuer, url)).toString('base64');
}

/** GET billing/receipt/{code}: the receipt PDF, base64, for the base64 receipt number in the route. */
export async function receiptPdfOf(
  context: AppContext,
  session: ActiveSession,
  code: string,
): Promise<string> {
  const receipt = await readableReceipt(context, session, code);
  const issuer = await issuerOf(context.db);
  const url = await verificationUrl(context.db, context.env.PUBLIC_URL, 'receipt', receipt.receiptNo);
  return (await renderReceiptPdf(receipt, issuer, url)).toString('base64');
}

/** The credit note PDF, base64 (decision 0030): for the receipt's owner and for staff. */
export async function creditNotePdfOf(
  context: AppContext,
  session: ActiveSession,
  code: string,
): Promise<string> {
  const note = await readableCreditNote(context, session, code);
  const issuer = await issuerOf(context.db);
  const url = await verificationUrl(context.db, context.env.PUBLIC_URL, 'credit-note', note.creditNoteNo);
  return (await renderCreditNotePdf(note, issuer, url)).toString('base64');
}

/** GET billing/document/{type}/{code}: any billing document by its type. */
export function billingPdfOf(
  context: AppContext,
  session: ActiveSession,
  type: BillingDocumentType,
  code: string,
): Promise<string> {
  if (type === 'invoice') return invoicePdfOf(context, session, code);
  if (type === 'credit-note') return creditNotePdfOf(context, session, code);
  return receiptPdfOf(context, session, code);
}

/** GET billing/invoice-summary/{code}: the amounts behind the invoice page's Pay Now, and its due state. */
export async function invoiceSummaryOf(
  context: AppContext,
  session: ActiveSession,
  code: string,
  today = todayIso(),
): Promise<InvoiceSummary> {
  const invoice = await readableInvoice(context, session, code);
  const balanceCents = Math.max(invoice.totalCents - invoice.paidCents, 0);
  return {
    invoiceNo: invoice.invoiceNo,
    documentDate: invoice.documentDate,
    totalLCY: kesOf(invoice.totalCents),
    paidLCY: kesOf(invoice.paidCents),
    balanceDueLCY: kesOf(balanceCents),
    payable: balanceCents > 0,
    dueDate: invoice.dueDate,
    dueState: dueStateOf(balanceCents, invoice.dueDate, today),
  };
}
