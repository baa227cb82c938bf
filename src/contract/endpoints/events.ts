import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  adminEventListQuerySchema,
  adminEventListSchema,
  adminEventSchema,
  bookingSchema,
  eventAttendeeSchema,
  eventInputSchema,
  portalEventSchema,
} from '../events';

const eventParams = z.object({ no: z.string().trim().min(1).max(40) });

/**
 * Events and bookings (spec 3 §2.7, §7 Events): members browse and book; admins run the events.
 * The logo image (GET events/:no/logo) is a file, not an answer, and stays registered by hand.
 */
export const eventEndpoints = {
  upcoming: endpoint({
    method: 'GET',
    path: '/api/events/all_events',
    summary: 'Published events not yet over, soonest first, priced for the caller',
    data: z.array(portalEventSchema),
  }),
  ownBookings: endpoint({
    method: 'GET',
    path: '/api/events',
    summary: "The caller's bookings, newest first",
    data: z.array(bookingSchema),
  }),
  event: endpoint({
    method: 'GET',
    path: '/api/events/:no',
    summary: 'One published event, or one the caller has booked',
    params: eventParams,
    data: portalEventSchema,
  }),
  book: endpoint({
    method: 'POST',
    path: '/api/events/:no/book',
    summary: 'Book a place; a paid event raises the booking invoice',
    params: eventParams,
    data: bookingSchema,
    withMessage: true,
  }),
  adminList: endpoint({
    method: 'GET',
    path: '/api/admin/events',
    summary: 'Every event, latest first, by status and search term',
    query: adminEventListQuerySchema,
    data: adminEventListSchema,
  }),
  adminEvent: endpoint({
    method: 'GET',
    path: '/api/admin/events/:no',
    summary: 'One event with its counts',
    params: eventParams,
    data: adminEventSchema,
  }),
  attendees: endpoint({
    method: 'GET',
    path: '/api/admin/events/:no/bookings',
    summary: "An event's bookings for the attendance sheet",
    params: eventParams,
    data: z.array(eventAttendeeSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/events',
    summary: 'Create a draft event',
    body: eventInputSchema,
    data: adminEventSchema,
    withMessage: true,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/events/:no',
    summary: 'Change a draft or published event',
    params: eventParams,
    body: eventInputSchema,
    data: adminEventSchema,
    withMessage: true,
  }),
  publish: endpoint({
    method: 'POST',
    path: '/api/admin/events/:no/publish',
    summary: 'Publish a draft event',
    params: eventParams,
    data: adminEventSchema,
    withMessage: true,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/admin/events/:no/cancel',
    summary: 'Cancel an event and its bookings',
    params: eventParams,
    data: adminEventSchema,
    withMessage: true,
  }),
  uploadLogo: endpoint({
    method: 'POST',
    path: '/api/admin/events/:no/logo',
    summary: 'Upload the logo (multipart field "file", PNG or JPEG)',
    params: eventParams,
    multipart: true,
    data: adminEventSchema,
    withMessage: true,
  }),
};
