import { z } from 'zod';
import {
  generalInformationSchema,
  goodStandingSchema,
  myProjectsAvailabilitySchema,
  myProjectsLinkSchema,
  nextStepSchema,
  projectsHandoffRequestSchema,
  projectsHandoffSchema,
} from '../dashboard';
import { endpoint } from '../endpoint';

/** The member's dashboard: the general information card, good standing and the My Projects hand-off. */
export const dashboardEndpoints = {
  generalInformation: endpoint({
    method: 'GET',
    path: '/api/dashboard/general-information',
    summary: "The signed-in member's general information card",
    data: generalInformationSchema,
  }),
  goodStanding: endpoint({
    method: 'GET',
    path: '/api/profile/good-standing/:profileId',
    summary: 'Whether the caller (own profile ID only) is in good standing, and why not',
    params: z.object({ profileId: z.string().min(1).max(40) }),
    data: goodStandingSchema,
  }),
  myProjects: endpoint({
    method: 'POST',
    path: '/api/dashboard/my-projects',
    summary: 'The My Projects address with a two-minute, single-use signed hand-off token',
    data: myProjectsLinkSchema,
  }),
  myProjectsAvailability: endpoint({
    method: 'GET',
    path: '/api/dashboard/my-projects',
    summary:
      'Whether My Projects can be opened by the caller (configured, and not for graduates), and why not',
    data: myProjectsAvailabilitySchema,
  }),
  nextSteps: endpoint({
    method: 'GET',
    path: '/api/dashboard/next-steps',
    summary: 'What the caller should do next, read from their record: most pressing first',
    data: z.array(nextStepSchema),
  }),
  projectsHandoff: endpoint({
    method: 'POST',
    path: '/api/projects/handoff',
    summary: 'For the projects system: trade a fresh hand-off token (once) for who the member is',
    body: projectsHandoffRequestSchema,
    data: projectsHandoffSchema,
  }),
};
