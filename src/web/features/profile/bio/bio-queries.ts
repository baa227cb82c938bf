import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profileBioAddresses as profile } from '../../../../contract/endpoints/addresses/profile-bio';
import type { Bio } from '../../../../contract/profile-bio';
import type { FirmBio } from '../../../../contract/profile-firm-bio';
import { call } from '../../../lib/call';

/**
 * The profile's reads, one key each, kept free of zod: the signed-in frame (member number), the
 * dashboard's confirmation prompt and the profile page share them without loading the bio form.
 */
export const profileQueries = {
  /** GET profile: the caller's bio. */
  bio: () => queryOptions({ queryKey: ['profile', 'bio'], queryFn: () => call(profile.bio, {}) }),
  /** GET profile/specialization: the member's specializations. */
  specializations: () =>
    queryOptions({
      queryKey: ['profile', 'specialization'],
      queryFn: () => call(profile.specializations, {}),
    }),
  /** GET profile/firmBio: a firm's details. */
  firmBio: () => queryOptions({ queryKey: ['profile', 'firmBio'], queryFn: () => call(profile.firmBio, {}) }),
};

/** What a reader may add: wait until the answer can matter. */
type Extra = { enabled?: boolean };

export const useBio = (options: Extra = {}) => useQuery({ ...profileQueries.bio(), ...options });
export const useSpecializations = (options: Extra = {}) =>
  useQuery({ ...profileQueries.specializations(), ...options });
export const useFirmBio = () => useQuery(profileQueries.firmBio());

/** After the bio or the firm bio is saved: the saved answer in place, and what reads the profile again. */
export function useProfileSaved() {
  const client = useQueryClient();
  return {
    bio: async (saved: Bio) => {
      client.setQueryData(profileQueries.bio().queryKey, saved);
      await client.invalidateQueries({ queryKey: profileQueries.specializations().queryKey });
      await client.invalidateQueries({ queryKey: ['checklist'] });
    },
    firmBio: async (saved: FirmBio) => {
      client.setQueryData(profileQueries.firmBio().queryKey, saved);
      // The name of body is the profile's name, which the Bio tab and the checklist show.
      await client.invalidateQueries({ queryKey: profileQueries.bio().queryKey });
      await client.invalidateQueries({ queryKey: ['checklist'] });
    },
  };
}

/** spec 2 §2.2: the member confirms the name on the profile; the bio is read again. */
export function useConfirmProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profileId: string) =>
      call(profile.update, {
        // The update also takes this JSON confirmation beside the bio's form (see the declaration);
        // the transport sends a plain object as JSON.
        body: { confirmed: true, ProfileID: profileId } as unknown as FormData,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: profileQueries.bio().queryKey }),
  });
}
