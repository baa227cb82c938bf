import { useParams } from 'react-router';
import NotFoundPage from '../../components/NotFoundPage';
import { BillingDocumentView } from './BillingDocumentView';
import { billingDocumentPdf, isBillingDocumentType } from './billing-document-queries';

/** /billing/document/:type/:code (spec 3 §2.6): an invoice or a receipt by its type. */
export default function DocumentPage() {
  const { type = '', code = '' } = useParams();
  const documentType = type.toLowerCase();
  if (!isBillingDocumentType(documentType)) return <NotFoundPage />;
  return (
    <BillingDocumentView
      type={documentType}
      code={code}
      pdf={billingDocumentPdf.byType({ type: documentType, code })}
    />
  );
}
