import { addressesOf } from '../../endpoint';
import type { billingEndpoints } from '../billing';

/** The member's books, kept free of zod: the dashboard's tiles and the public pages share the module. */
export const billingAddresses = addressesOf<typeof billingEndpoints>()({
  ledger: { method: 'GET', path: '/api/profile/ledger' },
  balance: { method: 'GET', path: '/api/billing/balance' },
  history: { method: 'GET', path: '/api/billing/history' },
});
