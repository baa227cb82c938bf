import { useSearchParams } from 'react-router';
import { subscriptionAddresses } from '../../../contract/endpoints/addresses/subscriptions';
import { subscriptionMessages } from '../../../contract/subscription-messages';
import { call } from '../../lib/call';
import { SubscriptionPdfPage } from './SubscriptionPdfPage';
import { certificateRequestOf } from './subscription-queries';

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
    <SubscriptionPdfPage
      title="Subscription Certificate"
      queryKey={['subscriptions', 'certificate', request]}
      load={request ? () => call(subscriptionAddresses.certificatePdf, { body: request }) : null}
      fileName={certificateFileName(request?.subsPeriod ?? 0)}
      unusable={subscriptionMessages.subscriptionNotFound}
    />
  );
}
