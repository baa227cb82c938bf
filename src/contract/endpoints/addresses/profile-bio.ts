import { addressesOf } from '../../endpoint';
import type { profileBioEndpoints } from '../profile-bio';

/**
 * For the signed-in frame (its sidebar's member number), the dashboard's confirmation prompt and the
 * profile's reads (web/features/profile/bio/bio-queries.ts), kept free of zod.
 */
export const profileBioAddresses = addressesOf<typeof profileBioEndpoints>()({
  bio: { method: 'GET', path: '/api/profile' },
  update: { method: 'POST', path: '/api/profile/update' },
  specializations: { method: 'GET', path: '/api/profile/specialization' },
  firmBio: { method: 'GET', path: '/api/profile/firmBio' },
});
