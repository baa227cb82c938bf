import { useQuery } from '@tanstack/react-query';
import { dashboardAddresses } from '../../../contract/endpoints/addresses/dashboard';
import { call } from '../../lib/call';

/** GET dashboard/general-information: the body's notices at the top of the dashboard. */
export const useGeneralInformation = (enabled = true) =>
  useQuery({
    queryKey: ['dashboard', 'general-information'],
    queryFn: () => call(dashboardAddresses.generalInformation, {}),
    enabled,
  });

/** GET profile/good-standing/{profileId}: shared by the dashboard tile and the sidebar's certificate link. */
export const useGoodStanding = (profileId: string | null | undefined) =>
  useQuery({
    queryKey: ['profile', 'good-standing', profileId],
    queryFn: () => call(dashboardAddresses.goodStanding, { params: { profileId: profileId ?? '' } }),
    enabled: Boolean(profileId),
  });

/** GET dashboard/my-projects: whether My Projects opens for this member, read before anything is clicked. */
export const useMyProjectsAvailability = (enabled: boolean) =>
  useQuery({
    queryKey: ['dashboard', 'my-projects'],
    queryFn: () => call(dashboardAddresses.myProjectsAvailability, {}),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET dashboard/next-steps: what the member should do now, most pressing first. */
export const useNextSteps = () =>
  useQuery({ queryKey: ['dashboard', 'next-steps'], queryFn: () => call(dashboardAddresses.nextSteps, {}) });
