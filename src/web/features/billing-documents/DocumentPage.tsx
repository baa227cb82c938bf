import { useParams } from 'react-router';
import { billingDocumentTypes } from '../../../contract/billing-documents';
import NotFoundPage from '../../components/NotFoundPage';
import { BillingDocumentView } from './BillingDocumentView';

const isDocumentType = (value: string): value is (typeof billingDocumentTypes)[number] =>
  (billingDocumentTypes as readonly string[]).includes(value);

/** /billing/document/:type/:code (spec 3 §2.6): an invoice or a receipt by its type. */
export default function DocumentPage() {
  const { type = '', code = '' } = useParams();
  const documentType = type.toLowerCase();
  if (!isDocumentType(documentType)) return <NotFoundPage />;
  return (
    <BillingDocumentView
      type={documentType}
      code={code}
      pdfPath={`billing/document/${documentType}/${encodeURIComponent(code)}`}
    />
  );
}
