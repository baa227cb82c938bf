import { addressesOf } from '../../endpoint';
import type { settingsEndpoints } from '../settings';

/** For the boot script (lib/settings.ts), which is kept free of zod. */
export const settingsAddresses = addressesOf<typeof settingsEndpoints>()({
  settings: { method: 'GET', path: '/api/admin/settings' },
});
