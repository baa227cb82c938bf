import { addressesOf } from '../../endpoint';
import type { accessEndpoints } from '../access';

/**
 * For the data modules of the access pages (the categories and login pages are kept free of zod;
 * the e-mail link's verify page does not load the password rules, common-passwords.ts, the access
 * schemas hold) and of applications (the code that signs a submission).
 */
export const accessAddresses = addressesOf<typeof accessEndpoints>()({
  requirements: { method: 'GET', path: '/api/application/requirements' },
  register: { method: 'POST', path: '/api/auth/register' },
  counterVerify: { method: 'POST', path: '/api/auth/counter-verify-otp' },
  verifyLink: { method: 'POST', path: '/api/auth/verify' },
  verifyOtp: { method: 'POST', path: '/api/auth/verify-otp' },
  sendOtp: { method: 'GET', path: '/api/auth/send-otp' },
});
