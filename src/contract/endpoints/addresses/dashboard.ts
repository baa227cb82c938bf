import { addressesOf } from '../../endpoint';
import type { dashboardEndpoints } from '../dashboard';

/**
 * For the signed-in frame (its sidebar's good standing and My Projects link), kept free of zod, and
 * the dashboard, which leaves the dashboard's schemas to the My Projects click (my-projects.ts).
 */
export const dashboardAddresses = addressesOf<typeof dashboardEndpoints>()({
  generalInformation: { method: 'GET', path: '/api/dashboard/general-information' },
  goodStanding: { method: 'GET', path: '/api/profile/good-standing/:profileId' },
  myProjects: { method: 'POST', path: '/api/dashboard/my-projects' },
  myProjectsAvailability: { method: 'GET', path: '/api/dashboard/my-projects' },
  nextSteps: { method: 'GET', path: '/api/dashboard/next-steps' },
});
