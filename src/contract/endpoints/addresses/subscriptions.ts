import { addressesOf } from '../../endpoint';
import type { subscriptionEndpoints } from '../subscriptions';

/** For the member's subscription pages and documents, kept free of zod. */
export const subscriptionAddresses = addressesOf<typeof subscriptionEndpoints>()({
  ownSubscriptions: { method: 'GET', path: '/api/subs' },
  invoicePdf: { method: 'GET', path: '/api/subs/proforma/:code' },
  receiptPdf: { method: 'GET', path: '/api/subs/receipt/:code' },
  certificatePdf: { method: 'POST', path: '/api/subs/certificate' },
});
