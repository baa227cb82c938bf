import { z } from 'zod';
import { messages } from './common';
import { isIsoDate } from './profile-sections/fields';

/**
 * Events and bookings (spec 3 §2.7, §3 "Event" and "Booking", §7 Events; decisions.md "Events"):
 * staff publish events with CPD points; members book in the portal, a paid event raises an invoice
 * (source BOOKING, reference the booking no) and a booking holds one of the event's places.
 */

export const eventTypes = [
  'CONFERENCE',
  'COURSES',
  'INHOUSES',
  'SEMINARS',
  'SPECIALS',
  'WORKSHOPS',
  'WEBINAR',
] as const;
export type EventType = (typeof eventTypes)[number];

/** Each type's colour (spec 3 §2.7: one colour per type), a Mantine palette name. */
export const eventTypeColours: Record<EventType, string> = {
  CONFERENCE: 'blue',
  COURSES: 'teal',
  INHOUSES: 'grape',
  SEMINARS: 'indigo',
  SPECIALS: 'pink',
  WORKSHOPS: 'orange',
  WEBINAR: 'cyan',
};

/** Draft events are seen by staff only; Cancelled ones stay listed in the bookings they had. */
export const eventStatuses = ['Draft', 'Published', 'Cancelled'] as const;
export type EventStatus = (typeof eventStatuses)[number];

/**
 * A booking is Pending Payment while its invoice is unpaid, Confirmed once paid (or at once for a
 * free event), Attended when staff mark attendance, Cancelled when its event is cancelled.
 */
export const bookingStatuses = ['Pending Payment', 'Confirmed', 'Attended', 'Cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export const bookingStatusColours: Record<BookingStatus, string> = {
  'Pending Payment': 'orange',
  Confirmed: 'blue',
  Attended: 'green',
  Cancelled: 'gray',
};

export const EVENT_LOGO_MAX_BYTES = 1_000_000;
export const EVENT_TITLE_MAX = 200;
export const EVENT_DETAILS_MAX = 4000;
export const EVENT_PROVIDERS_MAX = 10;
export const CPD_POINTS_MAX = 100;

export const eventMessages = {
  booked: 'Event booked successfully',
  bookedPayNow: 'Event booked. Pay the invoice to confirm your place.',
  fullyBooked: 'This event is fully booked.',
  alreadyBooked: 'You have already booked this event.',
  notOpen: 'This event is not open for booking.',
  ended: 'This event has already ended.',
  notFound: 'Event not found',
  saved: 'Event saved',
  published: 'Event published',
  cancelled: 'Event cancelled',
  capacityBelowBookings: (booked: number) =>
    `Capacity cannot be below the ${booked} place(s) already booked.`,
  endBeforeStart: 'The end must not be before the start',
  timeInvalid: 'Enter a time as HH:MM',
  dateInvalid: 'Enter a valid date',
  providerRequired: 'Name at least one provider',
  urlInvalid: 'Enter a full web address starting with https:// or http://',
  logoTooLarge: 'The logo should be less than 1MB',
  logoType: 'The logo must be a PNG or JPEG image',
  onlyDraftOrPublished: 'Only a draft or published event can be changed.',
} as const;

const isoDate = z.string().trim().refine(isIsoDate, { message: eventMessages.dateInvalid });
const clockTime = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: eventMessages.timeInvalid });
const kes = z.number().min(0).max(10_000_000).multipleOf(0.01);

/** One category's price for an event; categories not listed pay the standard fee. */
export const eventCategoryFeeSchema = z.object({ category: z.string().trim().min(1).max(40), amount: kes });

/** What staff type for an event (POST admin/events, PUT admin/events/{no}). */
export const eventInputSchema = z
  .object({
    description: z
      .string()
      .trim()
      .min(1, messages.fieldRequired)
      .max(EVENT_TITLE_MAX, messages.tooLong(EVENT_TITLE_MAX)),
    details: z.string().trim().max(EVENT_DETAILS_MAX, messages.tooLong(EVENT_DETAILS_MAX)).default(''),
    startDate: isoDate,
    endDate: isoDate,
    startTime: clockTime,
    endTime: clockTime,
    location: z.string().trim().min(1, messages.fieldRequired).max(200, messages.tooLong(200)),
    eventType: z.enum(eventTypes),
    eventProviders: z
      .array(z.string().trim().min(1).max(120))
      .min(1, eventMessages.providerRequired)
      .max(EVENT_PROVIDERS_MAX),
    cpdHours: z.number().int().min(0).max(CPD_POINTS_MAX),
    isWebinar: z.boolean(),
    /** KES for a category without its own price; 0 with no category prices makes the event free. */
    standardFee: kes,
    categoryFees: z.array(eventCategoryFeeSchema).max(30).default([]),
    /** An outside booking site; when set, Book Now opens it instead of booking in the portal. */
    bookingUrl: z
      .string()
      .trim()
      .max(500)
      .refine((value) => value === '' || /^https?:\/\/\S+\.\S+/.test(value), {
        message: eventMessages.urlInvalid,
      })
      .default(''),
    /** Places; null for no limit. */
    capacity: z.number().int().min(1).max(100_000).nullable(),
  })
  .superRefine((event, context) => {
    const start = `${event.startDate}T${event.startTime}`;
    const end = `${event.endDate}T${event.endTime}`;
    if (end < start)
      context.addIssue({ code: 'custom', path: ['endDate'], message: eventMessages.endBeforeStart });
    const categories = event.categoryFees.map((fee) => fee.category.toUpperCase());
    if (new Set(categories).size !== categories.length)
      context.addIssue({
        code: 'custom',
        path: ['categoryFees'],
        message: 'Each category may have one price',
      });
  });
export type EventInput = z.infer<typeof eventInputSchema>;

/** An event as a member sees it (spec 3 §3 "Event", GET events/all_events and events/{no}). */
export const portalEventSchema = z.object({
  no: z.string(),
  description: z.string(),
  details: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  location: z.string(),
  eventType: z.enum(eventTypes),
  eventProviders: z.array(z.object({ name: z.string() })),
  cpdHours: z.number(),
  isWebinar: z.boolean(),
  /** The logo's address (GET events/{no}/logo), null without one; a URL keeps lists light. */
  logoUrl: z.string().nullable(),
  /** KES the caller would pay (their category's price, else the standard fee); 0 when free. */
  fee: z.number(),
  bookingUrl: z.string().nullable(),
  capacity: z.number().nullable(),
  /** Null when the event has no limit. */
  placesLeft: z.number().nullable(),
  /** The caller's booking of this event, if any. */
  bookingNo: z.string().nullable(),
});
export type PortalEvent = z.infer<typeof portalEventSchema>;

/** A member's booking (spec 3 §3 "Booking", GET events). */
export const bookingSchema = z.object({
  bookingNo: z.string(),
  eventNo: z.string(),
  eventDescription: z.string(),
  location: z.string(),
  startDate: z.string(),
  amount: z.number(),
  paid: z.boolean(),
  status: z.enum(bookingStatuses),
  /** Not cancelled: the event can still be viewed. */
  isActive: z.boolean(),
  billed: z.boolean(),
  proformaInvoiceNo: z.string().nullable(),
  receiptNo: z.string().nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** An event in the staff list and editor: the input plus its state and counts. */
export const adminEventSchema = z.object({
  no: z.string(),
  status: z.enum(eventStatuses),
  description: z.string(),
  details: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  location: z.string(),
  eventType: z.enum(eventTypes),
  eventProviders: z.array(z.string()),
  cpdHours: z.number(),
  isWebinar: z.boolean(),
  standardFee: z.number(),
  categoryFees: z.array(eventCategoryFeeSchema),
  bookingUrl: z.string(),
  capacity: z.number().nullable(),
  logoUrl: z.string().nullable(),
  bookedCount: z.number(),
  attendedCount: z.number(),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;

export const adminEventListQuerySchema = z.object({
  status: z.enum(eventStatuses).optional(),
  term: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const ADMIN_EVENTS_PAGE_SIZE = 20;

export const adminEventListSchema = z.object({
  events: z.array(adminEventSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminEventList = z.infer<typeof adminEventListSchema>;

/** One booking on the staff attendance sheet (GET admin/events/{no}/bookings). */
export const eventAttendeeSchema = z.object({
  bookingNo: z.string(),
  name: z.string(),
  email: z.string(),
  memberNo: z.string().nullable(),
  status: z.enum(bookingStatuses),
  paid: z.boolean(),
  certificateNo: z.string().nullable(),
});
export type EventAttendee = z.infer<typeof eventAttendeeSchema>;
