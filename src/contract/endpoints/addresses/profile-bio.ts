import { addressesOf } from '../../endpoint';
import type { profileBioEndpoints } from '../profile-bio';

/**
 * For the signed-in frame (its sidebar's member number) and the dashboard's confirmation prompt,
 * kept free of zod.
 */
export const profileBioAddresses = addressesOf<typeof profileBioEndpoints>()({
  bio: { method: 'GET', path: '/api/profile' },
});
