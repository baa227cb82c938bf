import type { z } from 'zod';
import type { AdminEvent, eventInputSchema } from '../../../../contract/events';

/** What the editor holds: the contract's input before zod trims and fills defaults. */
export type EventFormValues = z.input<typeof eventInputSchema>;

export const emptyEvent: EventFormValues = {
  description: '',
  details: '',
  startDate: '',
  endDate: '',
  startTime: '09:00',
  endTime: '17:00',
  location: '',
  eventType: 'CONFERENCE',
  eventProviders: [''],
  cpdHours: 0,
  isWebinar: false,
  standardFee: 0,
  categoryFees: [],
  bookingUrl: '',
  capacity: null,
};

export const formValuesOf = (event: AdminEvent): EventFormValues => ({
  description: event.description,
  details: event.details,
  startDate: event.startDate,
  endDate: event.endDate,
  startTime: event.startTime,
  endTime: event.endTime,
  location: event.location,
  eventType: event.eventType,
  eventProviders: event.eventProviders.length > 0 ? event.eventProviders : [''],
  cpdHours: event.cpdHours,
  isWebinar: event.isWebinar,
  standardFee: event.standardFee,
  categoryFees: event.categoryFees,
  bookingUrl: event.bookingUrl,
  capacity: event.capacity,
});
