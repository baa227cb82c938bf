import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginCodeRequestSchema } from '../../../contract/access';
import {
  authUserSchema,
  loginCodeStepSchema,
  loginRequestSchema,
  sessionSchema,
} from '../../../contract/auth';
import type { AppContext } from '../../context';
import { requireSession } from '../../platform/policies';
import { SESSION_COOKIE } from '../../platform/request-context';
import { revokeSession } from '../../platform/sessions';
import { currentUser } from './current-user';
import { logIn } from './log-in';
import { logInWithCode } from './log-in-code';
import { setSessionCookie } from './session-cookie';

const messageSchema = z.object({ data: z.object({ message: z.string() }) });

export function authRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        description:
          'A locked account (too many wrong passwords) answers the right password with 202 and the code step: no session, a one-time code e-mailed to the account, to send to POST /api/auth/login/code.',
        body: loginRequestSchema,
        response: {
          200: z.object({ data: sessionSchema }),
          202: z.object({ data: loginCodeStepSchema }),
        },
      },
    },
    async (request, reply) => {
      const answer = await logIn(context, request.body, request.ip);
      if ('code_required' in answer) return reply.code(202).send({ data: answer });
      setSessionCookie(context, reply, answer);
      return { data: answer };
    },
  );

  api.post(
    '/api/auth/login/code',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in to a locked account with the code its login e-mailed; ends the lock',
        body: loginCodeRequestSchema,
        response: { 200: z.object({ data: sessionSchema }) },
      },
    },
    async (request, reply) => {
      const session = await logInWithCode(context, request.body, request.ip);
      setSessionCookie(context, reply, session);
      return { data: session };
    },
  );

  api.post(
    '/api/auth/logout',
    {
      schema: { tags: ['auth'], summary: 'Sign out: revokes the session', response: { 200: messageSchema } },
    },
    async (request, reply) => {
      if (request.session) await revokeSession(context.db, request.session.sessionId);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { data: { message: 'Signed out' } };
    },
  );

  api.get(
    '/api/auth/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: z.object({ data: authUserSchema }) },
      },
    },
    async (request) => ({ data: await currentUser(context, requireSession(request.session)) }),
  );
}
