import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { BillingDocumentType } from '../../../contract/billing-documents';
import { moneyMessages } from '../../../contract/money-messages';
import { PdfPage, type PdfSource } from '../../components/PdfPage';
import { todayForFileName } from '../../components/pdf-download';
import { DueState } from '../billing/public';
import { PayNowButton } from '../payments/public';
import { billingDocumentQueries } from './billing-document-queries';

/** What each document is called on its page, in its download name and when it is missing (spec 3 §2.6). */
const documentTexts: Record<BillingDocumentType, { title: string; filePrefix: string; notFound: string }> = {
  invoice: { title: 'Invoice', filePrefix: 'INVOICE', notFound: moneyMessages.invalidReceipt },
  receipt: { title: 'Receipt', filePrefix: 'RECEIPT', notFound: moneyMessages.receiptNotFound },
  'credit-note': {
    title: 'Credit Note',
    filePrefix: 'CREDIT-NOTE',
    notFound: moneyMessages.creditNoteNotFound,
  },
};

/** The download's name: INVOICE or RECEIPT plus today's date (spec 3 §2.6). */
export const downloadNameOf = (type: BillingDocumentType, today = todayForFileName()): string =>
  `${documentTexts[type].filePrefix}-${today}.pdf`;

/**
 * Beside the invoice: its due state by the statement's rule ("Overdue by 12 days" in red, "Due in 5
 * days", "Paid"; decision 0039), and Pay Now only while something is left to pay (spec 3 §4
 * "Payment state"); the server answers both, so a paid invoice never offers a payment.
 */
function InvoiceStateAndPay({ code }: { code: string }) {
  const location = useLocation();
  const summary = useQuery(billingDocumentQueries.invoiceSummary(code));
  if (!summary.data) return null;
  return (
    <>
      <DueState state={summary.data.dueState} />
      {summary.data.payable && <PayNowButton invoiceNo={summary.data.invoiceNo} from={location.pathname} />}
    </>
  );
}

/**
 * One billing document in the PDF viewer: fetched from `pdf` (base64 PDF, billing-document-queries),
 * downloaded as INVOICE-/RECEIPT-{date}.pdf, with the spec's text when there is no such document for
 * this user.
 */
export function BillingDocumentView({
  type,
  code,
  pdf,
}: {
  type: BillingDocumentType;
  /** The document number, base64, as it travels in the route. */
  code: string;
  /** Where the PDF comes from (`billingDocumentPdf`). */
  pdf: PdfSource;
}) {
  const texts = documentTexts[type];
  return (
    <PdfPage
      title={texts.title}
      pdf={code ? pdf : null}
      fileName={downloadNameOf(type)}
      notFound={texts.notFound}
      backTo="/billing"
      actions={type === 'invoice' ? <InvoiceStateAndPay code={code} /> : undefined}
    />
  );
}
