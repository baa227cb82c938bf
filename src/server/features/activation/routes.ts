import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { altchaChallengeSchema } from '../../../contract/activation';
import { activationEndpoints as declared } from '../../../contract/endpoints/activation';
import type { AppContext } from '../../context';
import { endpointServer } from '../../platform/endpoints';
import { setSessionCookie } from '../auth/public';
import { activateAccount } from './activate-account';
import { createBotChallenge } from './altcha';
import { lookUpMember } from './look-up-member';
import { requestActivation } from './request-activation';

/** Activation of an existing member (spec 1 §2 "Activation", §7): public, rate limited, bot-checked. */
export function activationRoutes(app: FastifyInstance, context: AppContext): void {
  const tags = ['activation'];
  const serve = endpointServer(app, context.policy, tags);

  serve(declared.lookUpMember, 'public', (request) =>
    lookUpMember(context, request.query.MemberNo, request.ip),
  );

  // By hand: the widget reads the challenge itself, not a `{ data }` envelope.
  app.withTypeProvider<ZodTypeProvider>().get(
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

  serve(declared.requestActivation, 'public', (request) =>
    requestActivation(context, request.body, request.ip),
  );

  serve(declared.activate, 'public', async (request, reply) => {
    const session = await activateAccount(context, request.body, request.ip);
    setSessionCookie(context, reply, session);
    return session;
  });
}
