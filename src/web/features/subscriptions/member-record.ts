import { useQuery } from '@tanstack/react-query';
import { profileBioAddresses } from '../../../contract/endpoints/addresses/profile-bio';
import { call } from '../../lib/call';

/**
 * The signed-in user's member number from GET profile (individuals and firms alike have a profile
 * row), null until one is assigned. It reads the same cache entry as the profile page's bio
 * (BioSection's bioQueryKey), without pulling the bio form into the sidebar's code.
 */
export function useMemberNo(enabled: boolean) {
  const bio = useQuery({
    queryKey: ['profile', 'bio'],
    queryFn: () => call(profileBioAddresses.bio, {}),
    enabled,
  });
  return { memberNo: bio.data?.MemberNo ?? null, isPending: bio.isPending };
}
