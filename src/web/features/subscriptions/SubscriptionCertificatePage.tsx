import { useSearchParams } from 'react-router';
import { subscriptionMessages } from '../../../contract/subscription-messages';
import { PdfPage } from '../../components/PdfPage';
import { certificateRequestOf, SUBSCRIPTIONS_PATH, subscriptionPdf } from './subscription-queries';

/** The certificate's download name carries the year it certifies. */
export const certificateFileName = (subsPeriod: number) => `SUBSCRIPTION_CERTIFICATE-${subsPeriod}.pdf`;

/**
 * /subscription/certificate?profileID&subsPeriod&memberCategory (spec 3 §2.4): the subscription
 * certificate, asked for with POST subs/certificate and those three parameters.
 */
export default function SubscriptionCertificatePage() {
  const [params] = useSearchParams();
  const request = certificateRequestOf(params);
  return (
    <PdfPage
      title="Subscription Certificate"
      pdf={request ? subscriptionPdf.certificate(request) : null}
      fileName={certificateFileName(request?.subsPeriod ?? 0)}
      notFound={subscriptionMessages.subscriptionNotFound}
      refusals="as-answered"
      backTo={SUBSCRIPTIONS_PATH}
    />
  );
}
