import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { markNotificationsReadSchema, notificationSchema } from '../../../contract/notifications';
import type { AppContext } from '../../context';
import { guard, requireSession } from '../../platform/policies';
import { listNotifications, markNotificationsRead } from './notifications';

const tags = ['notifications'];

export function notificationRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = guard('member', context.policy);

  api.get(
    '/api/notifications',
    {
      onRequest,
      schema: {
        tags,
        summary: "The signed-in user's notifications for the bell, newest first",
        response: { 200: z.object({ data: z.array(notificationSchema) }) },
      },
    },
    async (request) => ({
      data: await listNotifications(context.db, requireSession(request.session).user.id),
    }),
  );

  api.post(
    '/api/notifications/read',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Mark one notification, or all of them, as read',
        body: markNotificationsReadSchema,
        response: { 200: z.object({ data: z.object({ message: z.string() }) }) },
      },
    },
    async (request) => {
      const { user } = requireSession(request.session);
      await markNotificationsRead(context.db, user.id, request.body.id);
      return { data: { message: 'Marked as read' } };
    },
  );
}
