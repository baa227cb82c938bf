import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activateRequestSchema, activationRequestSchema, memberLookupSchema } from '../../../contract/access';
import {
  activationRequestedSchema,
  altchaChallengeSchema,
  memberLookupQuerySchema,
} from '../../../contract/activation';
import { sessionSchema } from '../../../contract/auth';
import type { AppContext } from '../../context';
import { setSessionCookie } from '../auth/session-cookie';
import { activateAccount } from './activate-account';
import { createBotChallenge } from './altcha';
import { lookUpMember } from './look-up-member';
import { requestActivation } from './request-activation';

/** Activation of an existing member (spec 1 §2 "Activation", §7): public, rate limited, bot-checked. */
export function activationRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['activation'];

  api.get(
    '/api/profile/search/member',
    {
      schema: {
        tags,
        summary: 'Names of a registered member who has no account yet (activation step one)',
        querystring: memberLookupQuerySchema,
        response: { 200: z.object({ data: memberLookupSchema }) },
      },
    },
    async (request) => ({ data: await lookUpMember(context, request.query.MemberNo, request.ip) }),
  );

  api.get(
    '/api/auth/altcha-challenge',
    {
      schema: {
        tags,
        summary:
          'A signed ALTCHA proof-of-work challenge for the activation form (the challenge itself, as the widget reads it; not in { data })',
        response: { 200: altchaChallengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return createBotChallenge(context);
    },
  );

  api.post(
    '/api/auth/activation',
    {
      schema: {
        tags,
        summary:
          'Request an activation code, sent only to the e-mail and phone the register holds; any mismatch gets one and the same answer, a match names the masked contacts, and 409 says the register holds no e-mail (decision 0019)',
        body: activationRequestSchema,
        response: { 200: z.object({ data: activationRequestedSchema }) },
      },
    },
    async (request) => ({ data: await requestActivation(context, request.body, request.ip) }),
  );

  api.post(
    '/api/auth/activation/activate',
    {
      schema: {
        tags,
        summary: 'Activate with the code and a password; signs the member in',
        body: activateRequestSchema,
        response: { 200: z.object({ data: sessionSchema }) },
      },
    },
    async (request, reply) => {
      const session = await activateAccount(context, request.body, request.ip);
      setSessionCookie(context, reply, session);
      return { data: session };
    },
  );
}
