import { addressesOf } from '../../endpoint';
import type { cpdReviewEndpoints } from '../cpd-review';

/** For the member's CPD audit notice on /cpd, kept free of zod. */
export const cpdReviewAddresses = addressesOf<typeof cpdReviewEndpoints>()({
  myAudits: { method: 'GET', path: '/api/cpd/audits' },
});
