import { addressesOf } from '../../endpoint';
import type { adminUserEndpoints } from '../admin-users';

/** For the session module (the log-in-as banner every signed-in page may show), kept free of zod. */
export const adminUserAddresses = addressesOf<typeof adminUserEndpoints>()({
  returnFromLogInAs: { method: 'POST', path: '/api/admin/loginas/return' },
});
