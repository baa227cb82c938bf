import { useParams } from 'react-router';
import { BillingDocumentView } from './BillingDocumentView';
import { billingDocumentPdf } from './billing-document-queries';

/** /billing/invoice/:code (spec 3 §2.6): the invoice PDF (a proforma while owed), Download, Pay Now. */
export default function InvoicePage() {
  const { code = '' } = useParams();
  return <BillingDocumentView type="invoice" code={code} pdf={billingDocumentPdf.invoice(code)} />;
}
