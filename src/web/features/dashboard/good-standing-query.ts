import { useQuery } from '@tanstack/react-query';
import type { GoodStanding } from '../../../contract/dashboard';
import { api } from '../../lib/api';

/** GET profile/good-standing/{profileId}: shared by the dashboard tile and the sidebar's certificate link. */
export const useGoodStanding = (profileId: string | null | undefined) =>
  useQuery({
    queryKey: ['profile', 'good-standing', profileId],
    queryFn: () => api<GoodStanding>('GET', `profile/good-standing/${encodeURIComponent(profileId ?? '')}`),
    enabled: Boolean(profileId),
  });
