import type { FieldError } from 'react-hook-form';
import type { z } from 'zod';
import { messages } from '../../../../contract/common';
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

/** A cleared number box leaves no number; say "required" rather than zod's type wording. */
export const numberError = (error: FieldError | undefined): string | undefined =>
  error?.type === 'invalid_type' ? messages.fieldRequired : error?.message;

/** Mantine's NumberInput answers '' when emptied; the form keeps a number, or null where allowed. */
export const numberOrUndefined = (value: string | number): number | undefined =>
  typeof value === 'number' ? value : undefined;
export const numberOrNull = (value: string | number): number | null =>
  typeof value === 'number' ? value : null;
