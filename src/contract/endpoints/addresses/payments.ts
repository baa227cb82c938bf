import { addressesOf } from '../../endpoint';
import type { paymentEndpoints } from '../payments';

/** Pay Now (on many member pages), the checkout and the return page, kept free of zod. */
export const paymentAddresses = addressesOf<typeof paymentEndpoints>()({
  start: { method: 'POST', path: '/api/payments' },
  state: { method: 'GET', path: '/api/payments/:reference' },
  sandboxComplete: { method: 'POST', path: '/api/sandbox-checkout/:reference/complete' },
});
