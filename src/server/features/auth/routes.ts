import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginCodeStepSchema, sessionSchema } from '../../../contract/auth';
import { authEndpoints as declared } from '../../../contract/endpoints/auth';
import type { AppContext } from '../../context';
import { endpointServer } from '../../platform/endpoints';
import { requireSession } from '../../platform/policies';
import { SESSION_COOKIE } from '../../platform/request-context';
import { revokeSession } from '../../platform/sessions';
import { currentUser } from './current-user';
import { logIn } from './log-in';
import { logInWithCode } from './log-in-code';
import { setSessionCookie } from './session-cookie';

const tags = ['auth'];

export function authRoutes(app: FastifyInstance, context: AppContext): void {
  const serve = endpointServer(app, context.policy, tags);

  // By hand: a locked account's right password answers 202 with the code step, a second answer
  // schema that `serve` (one 200 answer) has no place for. Path, summary and body are declared.
  app.withTypeProvider<ZodTypeProvider>().route({
    method: declared.login.method,
    url: declared.login.path,
    schema: {
      tags,
      summary: declared.login.summary,
      description:
        'A locked account (too many wrong passwords) answers the right password with 202 and the code step: no session, a one-time code e-mailed to the account, to send to POST /api/auth/login/code.',
      body: declared.login.body,
      response: {
        200: z.object({ data: sessionSchema }),
        202: z.object({ data: loginCodeStepSchema }),
      },
    },
    handler: async (request, reply) => {
      const answer = await logIn(context, request.body, request.ip);
      if ('code_required' in answer) return reply.code(202).send({ data: answer });
      setSessionCookie(context, reply, answer);
      return { data: answer };
    },
  });

  serve(declared.loginCode, 'public', async (request, reply) => {
    const session = await logInWithCode(context, request.body, request.ip);
    setSessionCookie(context, reply, session);
    return session;
  });

  serve(declared.logout, 'public', async (request, reply) => {
    if (request.session) await revokeSession(context.db, request.session.sessionId);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { message: 'Signed out' };
  });

  // Public as before: a visitor's 401 comes from requireSession, not from a guard.
  serve(declared.user, 'public', async (request) => currentUser(context, requireSession(request.session)));
}
