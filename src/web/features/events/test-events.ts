import type { Booking, PortalEvent } from '../../../contract/events';

/** Test-only: an event as GET events/all_events answers it; tests change what they are about. */
export const portalEvent = (overrides: Partial<PortalEvent> = {}): PortalEvent => ({
  no: 'EV-000001',
  description: 'Structural Design Workshop',
  details: 'Two days on Eurocode 2.\nBring a laptop.',
  startDate: '2026-07-14',
  endDate: '2026-07-16',
  startTime: '09:00',
  endTime: '17:00',
  location: 'KICC, Nairobi',
  eventType: 'WORKSHOPS',
  eventProviders: [{ name: 'EIK Training' }, { name: 'NCA' }],
  cpdHours: 12,
  isWebinar: false,
  logoUrl: '/api/events/EV-000001/logo',
  fee: 2500,
  bookingUrl: null,
  capacity: 50,
  placesLeft: 8,
  bookingNo: null,
  ...overrides,
});

/** Test-only: a booking as GET events answers it; unpaid and billed unless told otherwise. */
export const booking = (overrides: Partial<Booking> = {}): Booking => ({
  bookingNo: 'BK-000001',
  eventNo: 'EV-000001',
  eventDescription: 'Structural Design Workshop',
  location: 'KICC, Nairobi',
  startDate: '2026-07-14',
  amount: 2500,
  paid: false,
  status: 'Pending Payment',
  isActive: true,
  billed: true,
  proformaInvoiceNo: 'INV-000301',
  receiptNo: null,
  ...overrides,
});
