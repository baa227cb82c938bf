import type { FastifyInstance } from 'fastify';
import { adminUserMessages } from '../../../contract/admin-users';
import { bulkMessageMessages } from '../../../contract/bulk-messages';
import { adminUserEndpoints as declared } from '../../../contract/endpoints/admin-users';
import type { AppContext } from '../../context';
import { requestActor } from '../../platform/audit';
import { endpointServer } from '../../platform/endpoints';
import { serveListCsv } from '../../platform/list-query';
import { requireSession } from '../../platform/policies';
import { SESSION_COOKIE } from '../../platform/request-context';
import { setSessionCookie } from '../auth/public';
import { sendBulkMessage } from '../notifications/public';
import { listUsers, usersCsvHeader, usersCsvRows } from './list-users';
import { logInAs, returnToAdmin } from './log-in-as';
import { deleteUser, reactivateUser, sendResetLink, unlockUser } from './manage-user';
import { updateUser } from './update-user';

/**
 * User accounts administration (spec 1 §7 admin/users … admin/loginas): admins and the super-admin
 * only (decisions.md "Roles"); approvers and members get 403, visitors 401. An action on a staff
 * account is the super-admin's only (issue 23; log-in-as never targets staff).
 */
export function adminUserRoutes(app: FastifyInstance, context: AppContext): void {
  const serve = endpointServer(app, context.policy, ['admin']);
  const sessionOf = (request: { session: Parameters<typeof requireSession>[0] }) =>
    requireSession(request.session);

  serve(declared.list, 'manageAccounts', (request) => listUsers(context, request.query));
  serveListCsv(app, context.policy, ['admin'], declared.csv, 'manageAccounts', {
    stem: 'users',
    header: usersCsvHeader,
    rows: (query, limit) => usersCsvRows(context, query, limit),
  });

  // To each account's sign-in e-mail; a deactivated account is closed, so it is left out.
  serve(declared.message, 'manageAccounts', async (request) => {
    const sent = await sendBulkMessage(context, requestActor(request), request.body, async (db, ids) => ({
      emails: (
        await db
          .selectFrom('users')
          .select(['email', 'deactivated_at'])
          .where('id', 'in', [...ids])
          .execute()
      ).map((user) => (user.deactivated_at === null ? user.email : null)),
      action: 'user.bulk-message-sent',
      subjectType: 'user',
    }));
    return { message: bulkMessageMessages.queued(sent.queued, sent.withoutEmail), ...sent };
  });

  serve(declared.update, 'manageAccounts', async (request) => {
    await updateUser(context, sessionOf(request), request.params.id, request.body);
    return { message: adminUserMessages.updated };
  });

  serve(declared.remove, 'manageAccounts', (request) =>
    deleteUser(context, sessionOf(request), request.params.id),
  );

  serve(declared.sendResetLink, 'manageAccounts', async (request) => {
    await sendResetLink(context, sessionOf(request), request.body.id);
    return { message: adminUserMessages.resetLinkSent };
  });

  serve(declared.unlock, 'manageAccounts', async (request) => {
    await unlockUser(context, sessionOf(request), request.params.id);
    return { message: adminUserMessages.unlocked };
  });

  serve(declared.reactivate, 'manageAccounts', async (request) => {
    await reactivateUser(context, sessionOf(request), request.params.id);
    return { message: adminUserMessages.reactivated };
  });

  serve(declared.logInAs, 'manageAccounts', async (request, reply) => {
    const session = await logInAs(context, sessionOf(request), request.body.id);
    setSessionCookie(context, reply, session);
    return session;
  });

  // Called from the impersonated (member) session, so it checks for impersonation, not for a role.
  serve(declared.returnFromLogInAs, 'public', async (request, reply) => {
    const current = sessionOf(request);
    // Whatever happens next, the impersonated session is over in this browser.
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    const session = await returnToAdmin(context, current);
    setSessionCookie(context, reply, session);
    return session;
  });
}
