import { useBio } from '../profile/public';

/**
 * The signed-in user's member number from GET profile (individuals and firms alike have a profile
 * row), null until one is assigned. It reads the same cache entry as the profile page's bio
 * (profile/bio/bio-queries.ts), without pulling the bio form into the sidebar's code.
 */
export function useMemberNo(enabled: boolean) {
  const bio = useBio({ enabled });
  return { memberNo: bio.data?.MemberNo ?? null, isPending: bio.isPending };
}
