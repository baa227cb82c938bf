import { z } from 'zod';
import { loginCodeRequestSchema } from '../access';
import { authUserSchema, loginCodeStepSchema, loginRequestSchema, sessionSchema } from '../auth';
import { endpoint } from '../endpoint';

/** Signing in and out (spec 1 §4), and who is signed in. */
export const authEndpoints = {
  /**
   * Registered by hand on the server: the code step of a locked account answers 202 with its own
   * schema, which `serve` (one 200 answer) does not describe. `data` is either answer.
   */
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Sign in with e-mail and password',
    body: loginRequestSchema,
    data: z.union([sessionSchema, loginCodeStepSchema]),
  }),
  loginCode: endpoint({
    method: 'POST',
    path: '/api/auth/login/code',
    summary: 'Sign in to a locked account with the code its login e-mailed; ends the lock',
    body: loginCodeRequestSchema,
    data: sessionSchema,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Sign out: revokes the session',
    data: z.object({ message: z.string() }),
  }),
  user: endpoint({
    method: 'GET',
    path: '/api/auth/user',
    summary: 'The signed-in user',
    data: authUserSchema,
  }),
};
