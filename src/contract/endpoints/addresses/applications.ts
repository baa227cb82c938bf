import { addressesOf } from '../../endpoint';
import type { applicationEndpoints } from '../applications';

/**
 * For the signed-in frame (its sidebar's Certificate group reads the applications) and the
 * applications' data module (web/features/applications/application-queries.ts), kept free of zod.
 */
export const applicationAddresses = addressesOf<typeof applicationEndpoints>()({
  list: { method: 'GET', path: '/api/application' },
  submit: { method: 'POST', path: '/api/application/submit' },
});
