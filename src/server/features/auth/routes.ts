import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authUserSchema, loginRequestSchema, sessionSchema } from '../../../contract/auth';
import type { AppContext } from '../../context';
import { requireSession } from '../../platform/policies';
import { SESSION_COOKIE } from '../../platform/request-context';
import { revokeSession } from '../../platform/sessions';
import { currentUser } from './current-user';
import { logIn } from './log-in';

const messageSchema = z.object({ data: z.object({ message: z.string() }) });

export function setSessionCookie(
  context: AppContext,
  reply: FastifyReply,
  token: string,
  expiresAt: string,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: context.env.PUBLIC_URL.startsWith('https://'),
    expires: new Date(expiresAt),
  });
}

export function authRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: loginRequestSchema,
        response: { 200: z.object({ data: sessionSchema }) },
      },
    },
    async (request, reply) => {
      const session = await logIn(context, request.body, request.ip);
      setSessionCookie(context, reply, session.token, session.expires_at);
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
