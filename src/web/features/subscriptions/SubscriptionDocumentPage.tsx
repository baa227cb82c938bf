import { useParams } from 'react-router';
import { decodeRouteText } from '../../../contract/route-values';
import { subscriptionMessages } from '../../../contract/subscription-messages';
import { PdfPage } from '../../components/PdfPage';
import { SUBSCRIPTIONS_PATH, subscriptionPdf } from './subscription-queries';

/**
 * /subscription/document/:code (spec 3 §2.4): the subscription invoice for the base64 document
 * number of the route. The download is named after the document number itself (INV-000123.pdf),
 * which is what the base64 code stands for.
 */
export default function SubscriptionDocumentPage() {
  const { code = '' } = useParams();
  const documentNo = decodeRouteText(code);
  return (
    <PdfPage
      title="Subscription Invoice"
      pdf={documentNo ? subscriptionPdf.invoice(code) : null}
      fileName={`${documentNo ?? code}.pdf`}
      notFound={subscriptionMessages.subscriptionNotFound}
      refusals="as-answered"
      backTo={SUBSCRIPTIONS_PATH}
    />
  );
}
