import { addressesOf } from '../../endpoint';
import type { accessEndpoints } from '../access';

/**
 * For the login page and the categories page, which are kept free of zod, and the e-mail link's
 * verify page, which does not load the password rules (common-passwords.ts) the access schemas hold.
 */
export const accessAddresses = addressesOf<typeof accessEndpoints>()({
  requirements: { method: 'GET', path: '/api/application/requirements' },
  counterVerify: { method: 'POST', path: '/api/auth/counter-verify-otp' },
  verifyLink: { method: 'POST', path: '/api/auth/verify' },
});
