import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventEndpoints as declared } from '../../../contract/endpoints/events';
import { eventMessages } from '../../../contract/events';
import type { AppContext } from '../../context';
import { requestActor } from '../../platform/audit';
import { endpointServer } from '../../platform/endpoints';
import { requireSession } from '../../platform/policies';
import { streamingUploads, withUpload } from '../../platform/uploads';
import { bookEvent } from './book-event';
import { attendeesOf } from './event-attendees';
import { eventLogoRule, LOGO_FIELD, openEventLogo, uploadEventLogo } from './event-logo';
import { adminEventOf, findEventByNo } from './event-queries';
import { cancelEvent, publishEvent } from './event-status';
import { listAdminEvents } from './list-admin-events';
import { portalEventFor, upcomingEventsFor } from './member-events';
import { bookingsOf } from './my-bookings';
import { createEvent, updateEvent } from './save-event';

const tags = ['events'];

/**
 * Events and bookings (spec 3 §2.7, §7 Events): members browse and book; admins run the events.
 * The logo image is a file streamed as it is stored, not a `{ data }` answer: registered by hand.
 */
export function eventRoutes(app: FastifyInstance, context: AppContext): void {
  const serve = endpointServer(app, context.policy, tags);
  const userOf = (request: { session: Parameters<typeof requireSession>[0] }) =>
    requireSession(request.session).user;

  serve(declared.upcoming, 'ownAccount', (request) => upcomingEventsFor(context.db, userOf(request).id));

  serve(declared.ownBookings, 'ownAccount', (request) => bookingsOf(context.db, userOf(request).id));

  serve(declared.event, 'ownAccount', (request) =>
    portalEventFor(context.db, userOf(request).id, request.params.no),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/events/:no/logo',
    {
      schema: {
        tags,
        summary: "A published event's logo image (public)",
        params: z.object({ no: z.string().trim().min(1).max(40) }),
      },
    },
    async (request, reply) => {
      const logo = await openEventLogo(context, request.session?.user, request.params.no, context.policy);
      return reply
        .header('content-type', logo.contentType)
        .header('content-length', String(logo.size))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', logo.cacheControl)
        .send(logo.stream);
    },
  );

  serve(declared.book, 'ownAccount', async (request) => {
    const outcome = await bookEvent(context.db, userOf(request), request.params.no);
    return { message: outcome.message, data: outcome.booking };
  });

  serve(declared.adminList, 'manageEvents', (request) => listAdminEvents(context.db, request.query));

  serve(declared.adminEvent, 'manageEvents', async (request) =>
    adminEventOf(context.db, await findEventByNo(context.db, request.params.no)),
  );

  serve(declared.attendees, 'manageEvents', (request) => attendeesOf(context.db, request.params.no));

  serve(declared.create, 'manageEvents', async (request) => ({
    message: eventMessages.saved,
    data: await createEvent(context.db, requestActor(request), request.body),
  }));

  serve(declared.update, 'manageEvents', async (request) => ({
    message: eventMessages.saved,
    data: await updateEvent(context.db, requestActor(request), request.params.no, request.body),
  }));

  serve(declared.publish, 'manageEvents', async (request) => ({
    message: eventMessages.published,
    data: await publishEvent(context.db, requestActor(request), request.params.no),
  }));

  serve(declared.cancel, 'manageEvents', async (request) => ({
    message: eventMessages.cancelled,
    data: await cancelEvent(context.db, requestActor(request), request.params.no),
  }));

  serve(
    declared.uploadLogo,
    'manageEvents',
    async (request) => ({
      message: eventMessages.saved,
      data: await withUpload(request, context.files, { [LOGO_FIELD]: eventLogoRule }, (upload) =>
        uploadEventLogo(context, requestActor(request), request.params.no, upload),
      ),
    }),
    { config: streamingUploads },
  );
}
