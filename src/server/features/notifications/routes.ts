import type { FastifyInstance } from 'fastify';
import { notificationEndpoints as declared } from '../../../contract/endpoints/notifications';
import type { AppContext } from '../../context';
import { endpointServer } from '../../platform/endpoints';
import { requireSession } from '../../platform/policies';
import { listNotifications, markNotificationsRead } from './notifications';

export function notificationRoutes(app: FastifyInstance, context: AppContext): void {
  const serve = endpointServer(app, context.policy, ['notifications']);

  serve(declared.list, 'ownAccount', (request) =>
    listNotifications(context.db, requireSession(request.session).user.id),
  );

  serve(declared.markRead, 'ownAccount', async (request) => {
    const { user } = requireSession(request.session);
    await markNotificationsRead(context.db, user.id, request.body.id);
    return { message: 'Marked as read' };
  });
}
