import { useQuery } from '@tanstack/react-query';
import { subscriptionAddresses } from '../../../contract/endpoints/addresses/subscriptions';
import { encodeRouteText } from '../../../contract/route-values';
import type { Subscription, SubscriptionCertificateRequest } from '../../../contract/subscriptions';
import type { PdfSource } from '../../components/PdfPage';
import { call } from '../../lib/call';
import { formatDay } from '../../lib/format';

export const subscriptionsQueryKey = ['subscriptions'] as const;

/** GET subs: the member's subscriptions, newest period first. */
export const useSubscriptions = () =>
  useQuery({
    queryKey: subscriptionsQueryKey,
    queryFn: () => call(subscriptionAddresses.ownSubscriptions, {}),
  });

/** The list's page, where a failed checkout comes back to (spec 3 §4). */
export const SUBSCRIPTIONS_PATH = '/subscription';

/** The billing invoice route (spec 3 §2.4 named route 'invoice'); codes travel base64. */
export const invoiceRoute = (sub: Pick<Subscription, 'documentNo'>) =>
  `/billing/invoice/${encodeRouteText(sub.documentNo)}`;

/** The billing receipt route (spec 3 §2.4 named route 'receipt'). */
export const receiptRoute = (recieptNo: string) => `/billing/receipt/${encodeRouteText(recieptNo)}`;

/** The subscription's own invoice view, downloaded as {code}.pdf (spec 3 §2.4). */
export const documentRoute = (sub: Pick<Subscription, 'documentNo'>) =>
  `/subscription/document/${encodeRouteText(sub.documentNo)}`;

export const cardRoute = (sub: Pick<Subscription, 'documentNo'>) =>
  `/subscription/card/${encodeRouteText(sub.documentNo)}`;

/** The certificate page loads by the spec's three query parameters (spec 3 §2.4). */
export function certificateRoute(
  sub: Pick<Subscription, 'profileID' | 'subsPeriod' | 'memberCategory'>,
): string {
  const query = new URLSearchParams({
    profileID: sub.profileID ?? '',
    subsPeriod: String(sub.subsPeriod),
    memberCategory: sub.memberCategory,
  });
  return `/subscription/certificate?${query}`;
}

/** The certificate request carried by the page's query; null when a parameter is missing. */
export function certificateRequestOf(params: URLSearchParams): SubscriptionCertificateRequest | null {
  const profileID = params.get('profileID')?.trim() ?? '';
  const memberCategory = params.get('memberCategory')?.trim() ?? '';
  const subsPeriod = Number(params.get('subsPeriod'));
  if (!profileID || !memberCategory || !Number.isInteger(subsPeriod) || subsPeriod <= 0) return null;
  return { profileID, subsPeriod, memberCategory };
}

/** Date Paid shows the first 10 characters of the timestamp (spec 3 §2.4, §9). */
/** The day the subscription was paid, as the portal writes days; '' when it is not paid. */
export const datePaidOf = (sub: Pick<Subscription, 'lastPaidDate'>) =>
  sub.lastPaidDate ? formatDay(sub.lastPaidDate) : '';

/** The subscription PDFs for the viewer (base64): the invoice by its base64 code, the certificate by year. */
export const subscriptionPdf = {
  invoice: (code: string): PdfSource => ({
    key: ['subscriptions', 'proforma', code],
    fetch: () => call(subscriptionAddresses.invoicePdf, { params: { code } }),
  }),
  certificate: (request: SubscriptionCertificateRequest): PdfSource => ({
    key: ['subscriptions', 'certificate', request],
    fetch: () => call(subscriptionAddresses.certificatePdf, { body: request }),
  }),
};
