import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminEventListQuerySchema,
  adminEventListSchema,
  adminEventSchema,
  bookingSchema,
  eventAttendeeSchema,
  eventInputSchema,
  eventMessages,
  portalEventSchema,
} from '../../../contract/events';
import type { AppContext } from '../../context';
import { auditActor } from '../../platform/audit';
import { guard, requireSession } from '../../platform/policies';
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
const noParams = z.object({ no: z.string().trim().min(1).max(40) });
const adminEventResponse = { 200: z.object({ data: adminEventSchema }) };
const savedResponse = { 200: z.object({ message: z.string(), data: adminEventSchema }) };

/** Events and bookings (spec 3 §2.7, §7 Events): members browse and book; admins run the events. */
export function eventRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const member = guard('member', context.policy);
  const admin = guard('admin', context.policy);
  const userOf = (request: { session: Parameters<typeof requireSession>[0] }) =>
    requireSession(request.session).user;
  const actorOf = (request: { session: Parameters<typeof requireSession>[0] }) =>
    auditActor(requireSession(request.session));

  api.get(
    '/api/events/all_events',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'Published events not yet over, soonest first, priced for the caller',
        response: { 200: z.object({ data: z.array(portalEventSchema) }) },
      },
    },
    async (request) => ({ data: await upcomingEventsFor(context.db, userOf(request).id) }),
  );

  api.get(
    '/api/events',
    {
      onRequest: member,
      schema: {
        tags,
        summary: "The caller's bookings, newest first",
        response: { 200: z.object({ data: z.array(bookingSchema) }) },
      },
    },
    async (request) => ({ data: await bookingsOf(context.db, userOf(request).id) }),
  );

  api.get(
    '/api/events/:no',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'One published event, or one the caller has booked',
        params: noParams,
        response: { 200: z.object({ data: portalEventSchema }) },
      },
    },
    async (request) => ({ data: await portalEventFor(context.db, userOf(request).id, request.params.no) }),
  );

  api.get(
    '/api/events/:no/logo',
    { schema: { tags, summary: "A published event's logo image (public)", params: noParams } },
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

  api.post(
    '/api/events/:no/book',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'Book a place; a paid event raises the booking invoice',
        params: noParams,
        response: { 200: z.object({ message: z.string(), data: bookingSchema }) },
      },
    },
    async (request) => {
      const outcome = await bookEvent(context.db, userOf(request), request.params.no);
      return { message: outcome.message, data: outcome.booking };
    },
  );

  api.get(
    '/api/admin/events',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Every event, latest first, by status and search term',
        querystring: adminEventListQuerySchema,
        response: { 200: z.object({ data: adminEventListSchema }) },
      },
    },
    async (request) => ({ data: await listAdminEvents(context.db, request.query) }),
  );

  api.get(
    '/api/admin/events/:no',
    {
      onRequest: admin,
      schema: { tags, summary: 'One event with its counts', params: noParams, response: adminEventResponse },
    },
    async (request) => ({
      data: await adminEventOf(context.db, await findEventByNo(context.db, request.params.no)),
    }),
  );

  api.get(
    '/api/admin/events/:no/bookings',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: "An event's bookings for the attendance sheet",
        params: noParams,
        response: { 200: z.object({ data: z.array(eventAttendeeSchema) }) },
      },
    },
    async (request) => ({ data: await attendeesOf(context.db, request.params.no) }),
  );

  api.post(
    '/api/admin/events',
    {
      onRequest: admin,
      schema: { tags, summary: 'Create a draft event', body: eventInputSchema, response: savedResponse },
    },
    async (request) => ({
      message: eventMessages.saved,
      data: await createEvent(context.db, actorOf(request), request.body),
    }),
  );

  api.put(
    '/api/admin/events/:no',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Change a draft or published event',
        params: noParams,
        body: eventInputSchema,
        response: savedResponse,
      },
    },
    async (request) => ({
      message: eventMessages.saved,
      data: await updateEvent(context.db, actorOf(request), request.params.no, request.body),
    }),
  );

  api.post(
    '/api/admin/events/:no/publish',
    {
      onRequest: admin,
      schema: { tags, summary: 'Publish a draft event', params: noParams, response: savedResponse },
    },
    async (request) => ({
      message: eventMessages.published,
      data: await publishEvent(context.db, actorOf(request), request.params.no),
    }),
  );

  api.post(
    '/api/admin/events/:no/cancel',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Cancel an event and its bookings',
        params: noParams,
        response: savedResponse,
      },
    },
    async (request) => ({
      message: eventMessages.cancelled,
      data: await cancelEvent(context.db, actorOf(request), request.params.no),
    }),
  );

  api.post(
    '/api/admin/events/:no/logo',
    {
      onRequest: admin,
      config: streamingUploads,
      schema: {
        tags,
        summary: 'Upload the logo (multipart field "file", PNG or JPEG)',
        params: noParams,
        response: savedResponse,
      },
    },
    async (request) => ({
      message: eventMessages.saved,
      data: await withUpload(request, context.files, { [LOGO_FIELD]: eventLogoRule }, (upload) =>
        uploadEventLogo(context, actorOf(request), request.params.no, upload),
      ),
    }),
  );
}
