import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  generalInformationSchema,
  goodStandingSchema,
  myProjectsLinkSchema,
  projectsHandoffRequestSchema,
  projectsHandoffSchema,
} from '../../../contract/dashboard';
import type { AppContext } from '../../context';
import { guard, requireSession } from '../../platform/policies';
import { generalInformation } from './general-information';
import { goodStandingStatus } from './good-standing-status';
import { myProjectsLink, redeemProjectsHandoff } from './projects-handoff';

const tags = ['dashboard'];

export function dashboardRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/dashboard/general-information',
    {
      onRequest: guard('member', context.policy),
      schema: {
        tags,
        summary: "The signed-in member's general information card",
        response: { 200: z.object({ data: generalInformationSchema }) },
      },
    },
    async (request) => ({ data: await generalInformation(context, requireSession(request.session)) }),
  );

  api.get(
    '/api/profile/good-standing/:profileId',
    {
      onRequest: guard('member', context.policy),
      schema: {
        tags,
        summary: 'Whether the caller (own profile ID only) is in good standing, and why not',
        params: z.object({ profileId: z.string().min(1).max(40) }),
        response: { 200: z.object({ data: goodStandingSchema }) },
      },
    },
    async (request) => ({
      data: await goodStandingStatus(context, requireSession(request.session), request.params.profileId),
    }),
  );

  api.post(
    '/api/dashboard/my-projects',
    {
      onRequest: guard('member', context.policy),
      schema: {
        tags,
        summary: 'The My Projects address with a two-minute, single-use signed hand-off token',
        response: { 200: z.object({ data: myProjectsLinkSchema }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: { url: await myProjectsLink(context, requireSession(request.session)) } };
    },
  );

  api.post(
    '/api/projects/handoff',
    {
      schema: {
        tags,
        summary: 'For the projects system: trade a fresh hand-off token (once) for who the member is',
        body: projectsHandoffRequestSchema,
        response: { 200: z.object({ data: projectsHandoffSchema }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await redeemProjectsHandoff(context, request.body.token, request.ip) };
    },
  );
}
