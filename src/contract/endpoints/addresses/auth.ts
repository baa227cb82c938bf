import { addressesOf } from '../../endpoint';
import type { authEndpoints } from '../auth';

/** For the boot script (lib/session.ts) and the login page, which are kept free of zod. */
export const authAddresses = addressesOf<typeof authEndpoints>()({
  login: { method: 'POST', path: '/api/auth/login' },
  loginCode: { method: 'POST', path: '/api/auth/login/code' },
  logout: { method: 'POST', path: '/api/auth/logout' },
  user: { method: 'GET', path: '/api/auth/user' },
});
