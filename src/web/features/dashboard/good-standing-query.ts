import { useQuery } from '@tanstack/react-query';
import { dashboardAddresses } from '../../../contract/endpoints/addresses/dashboard';
import { call } from '../../lib/call';

/** GET profile/good-standing/{profileId}: shared by the dashboard tile and the sidebar's certificate link. */
export const useGoodStanding = (profileId: string | null | undefined) =>
  useQuery({
    queryKey: ['profile', 'good-standing', profileId],
    queryFn: () => call(dashboardAddresses.goodStanding, { params: { profileId: profileId ?? '' } }),
    enabled: Boolean(profileId),
  });
