import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUserIdParamsSchema,
  adminUserMessages,
  adminUserRefSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  adminUserUpdateSchema,
  deleteOutcomeSchema,
} from '../../../contract/admin-users';
import { sessionSchema } from '../../../contract/auth';
import type { AppContext } from '../../context';
import { guard, requireSession } from '../../platform/policies';
import { SESSION_COOKIE } from '../../platform/request-context';
import { setSessionCookie } from '../auth/session-cookie';
import { listUsers } from './list-users';
import { logInAs, returnToAdmin } from './log-in-as';
import { deleteUser, reactivateUser, sendResetLink, unlockUser } from './manage-user';
import { updateUser } from './update-user';

const messageSchema = z.object({ data: z.object({ message: z.string() }) });

/**
 * User accounts administration (spec 1 §7 admin/users … admin/loginas): admins and the super-admin
 * only (decisions.md "Roles"); approvers and members get 403, visitors 401. An action on a staff
 * account is the super-admin's only (issue 23; log-in-as never targets staff).
 */
export function adminUserRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const adminsOnly = guard('admin', context.policy);

  api.get(
    '/api/admin/users',
    {
      onRequest: adminsOnly,
      schema: {
        tags: ['admin'],
        summary: 'Accounts, 20 a page, filtered by the search rules of spec 1 §5',
        querystring: adminUsersQuerySchema,
        response: { 200: z.object({ data: adminUsersPageSchema }) },
      },
    },
    async (request) => ({ data: await listUsers(context, request.query) }),
  );

  api.post(
    '/api/admin/updateUser/:id',
    {
      onRequest: adminsOnly,
      schema: {
        tags: ['admin'],
        summary: "Edit an account's name, e-mail, phone and ID number",
        params: adminUserIdParamsSchema,
        body: adminUserUpdateSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await updateUser(context, requireSession(request.session), request.params.id, request.body);
      return { data: { message: adminUserMessages.updated } };
    },
  );

  api.post(
    '/api/admin/deleteUser/:id',
    {
      onRequest: adminsOnly,
      schema: {
        tags: ['admin'],
        summary: 'Delete an account, or deactivate it when money or documents refer to it',
        params: adminUserIdParamsSchema,
        response: { 200: z.object({ data: deleteOutcomeSchema }) },
      },
    },
    async (request) => ({
      data: await deleteUser(context, requireSession(request.session), request.params.id),
    }),
  );

  api.post(
    '/api/admin/sendActivationLink',
    {
      onRequest: adminsOnly,
      schema: {
        tags: ['admin'],
        summary: 'E-mail the user a password reset link',
        body: adminUserRefSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await sendResetLink(context, requireSession(request.session), request.body.id);
      return { data: { message: adminUserMessages.resetLinkSent } };
    },
  );

  api.post(
    '/api/admin/unlockUser/:id',
    {
      onRequest: adminsOnly,
      schema: {
        tags: ['admin'],
        summary: 'End the lock that too many wrong passwords put on an account (audited)',
        params: adminUserIdParamsSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await unlockUser(context, requireSession(request.session), request.params.id);
      return { data: { message: adminUserMessages.unlocked } };
    },
  );

  api.post(
    '/api/admin/reactivateUser/:id',
    {
      onRequest: adminsOnly,
      schema: {
        tags: ['admin'],
        summary: 'Let a deactivated account sign in again, after a password reset (audited)',
        params: adminUserIdParamsSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await reactivateUser(context, requireSession(request.session), request.params.id);
      return { data: { message: adminUserMessages.reactivated } };
    },
  );

  api.post(
    '/api/admin/loginas',
    {
      onRequest: adminsOnly,
      schema: {
        tags: ['admin'],
        summary: 'Switch this browser to a session of the member (audited)',
        body: adminUserRefSchema,
        response: { 200: z.object({ data: sessionSchema }) },
      },
    },
    async (request, reply) => {
      const session = await logInAs(context, requireSession(request.session), request.body.id);
      setSessionCookie(context, reply, session);
      return { data: session };
    },
  );

  // Called from the impersonated (member) session, so it checks for impersonation, not for a role.
  api.post(
    '/api/admin/loginas/return',
    {
      schema: {
        tags: ['admin'],
        summary: "End a log-in-as session and return to the admin's own session",
        response: { 200: z.object({ data: sessionSchema }) },
      },
    },
    async (request, reply) => {
      const current = requireSession(request.session);
      // Whatever happens next, the impersonated session is over in this browser.
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      const session = await returnToAdmin(context, current);
      setSessionCookie(context, reply, session);
      return { data: session };
    },
  );
}
