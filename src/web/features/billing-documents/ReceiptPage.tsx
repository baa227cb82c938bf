import { useParams } from 'react-router';
import { BillingDocumentView } from './BillingDocumentView';
import { billingDocumentPdf } from './billing-document-queries';

/** /billing/receipt/:code (spec 3 §2.6): the receipt PDF with Back and Download. */
export default function ReceiptPage() {
  const { code = '' } = useParams();
  return <BillingDocumentView type="receipt" code={code} pdf={billingDocumentPdf.receipt(code)} />;
}
