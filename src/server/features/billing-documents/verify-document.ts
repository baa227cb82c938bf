import {
  type BillingDocumentType,
  billingDocumentMessages,
  type DocumentVerification,
  kesOf,
} from '../../../contract/money';
import { portalDay } from '../../../contract/portal-time';
import type { AppContext } from '../../context';
import { notFound } from '../../platform/errors';
import { issuerOf } from '../../platform/pdf/issuer';
import { consumeRateLimit } from '../../platform/rate-limit';
import { rateLimitRules } from '../../platform/rate-limit-rules';
import { findCreditNote, findInvoice, findReceipt } from './document-queries';
import { isVerificationCode } from './verification-url';

/** The limit on checks of printed papers (documents, member and CPD certificates), which tests count up to. */
export const VERIFY_RULE = rateLimitRules.documentChecksPerAddress;

/**
 * GET verify/{type}/{number}?code= (public; the QR code on a document opens it): proves the document
 * was issued, with its date, amount and state, and names the issuing body, never the person.
 */
export async function verifyDocument(
  context: AppContext,
  type: BillingDocumentType,
  number: string,
  code: string,
  clientIp: string,
): Promise<DocumentVerification> {
  const { db } = context;
  await consumeRateLimit(db, 'documentChecksPerAddress', clientIp);
  const issuer = (await issuerOf(db)).name;
  const documentNo = number.trim().toUpperCase();
  // Without the check code of the printed document the number is not confirmed, existing or not.
  if (!(await isVerificationCode(db, type, documentNo, code))) {
    throw notFound(billingDocumentMessages.noSuchDocument);
  }
  if (type === 'invoice') {
    const invoice = await findInvoice(db, documentNo);
    if (!invoice) throw notFound(billingDocumentMessages.noSuchDocument);
    return {
      type,
      number: invoice.invoiceNo,
      date: invoice.documentDate,
      amountLCY: kesOf(invoice.totalCents),
      status: invoice.totalCents - invoice.paidCents > 0 ? 'Open' : 'Paid',
      issuer,
    };
  }
  if (type === 'credit-note') {
    const note = await findCreditNote(db, documentNo);
    if (!note) throw notFound(billingDocumentMessages.noSuchDocument);
    return {
      type,
      number: note.creditNoteNo,
      date: portalDay(note.issuedAt),
      amountLCY: kesOf(note.amountCents),
      status: 'Issued',
      issuer,
    };
  }
  const receipt = await findReceipt(db, documentNo);
  if (!receipt) throw notFound(billingDocumentMessages.noSuchDocument);
  return {
    type,
    number: receipt.receiptNo,
    date: portalDay(receipt.paidAt),
    amountLCY: kesOf(receipt.amountCents),
    // A reversed receipt's paper proves no payment any more (decision 0030).
    status: receipt.reversedBy ? 'Reversed' : 'Paid',
    issuer,
  };
}
