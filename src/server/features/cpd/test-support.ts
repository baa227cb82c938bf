import { randomBytes } from 'node:crypto';
import type { BookingStatus, EventStatus } from '../../../contract/events';
import { addDays, nowIso } from '../../platform/time';
import type { TestApp } from '../../test-support/harness';
import { postReceipt } from '../billing/post-receipt';
import { raiseInvoice } from '../billing/raise-invoice';

/**
 * Events and bookings written straight into the tables (migration 0020), so the CPD tests do not
 * depend on how the events feature creates them.
 */

export interface TestEvent {
  id: number;
  no: string;
}

export interface TestEventInput {
  description?: string;
  startDate: string;
  endDate?: string;
  cpdPoints?: number;
  status?: EventStatus;
  providers?: string[];
  location?: string;
}

const unique = () => randomBytes(4).toString('hex').toUpperCase();

export async function insertEvent(t: TestApp, input: TestEventInput): Promise<TestEvent> {
  const now = nowIso();
  const no = `EVT-${unique()}`;
  const { id } = await t.db
    .insertInto('events')
    .values({
      event_no: no,
      status: input.status ?? 'Published',
      description: input.description ?? `Seminar ${no}`,
      details: '',
      start_date: input.startDate,
      end_date: input.endDate ?? input.startDate,
      start_time: '09:00',
      end_time: '17:00',
      location: input.location ?? 'Nairobi',
      event_type: 'SEMINARS',
      cpd_points: input.cpdPoints ?? 5,
      is_webinar: 0,
      standard_fee_cents: 0,
      booking_url: null,
      capacity: null,
      logo_document_id: null,
      created_by: null,
      published_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [position, name] of (input.providers ?? ['EIK Training']).entries())
    await t.db.insertInto('event_providers').values({ event_id: id, position, name }).execute();
  return { id, no };
}

export interface TestBookingInput {
  amountCents?: number;
  status?: BookingStatus;
  /** Raise the BOOKING invoice and pay it in full (only when amountCents > 0). */
  paid?: boolean;
}

/** A booking of `event` by `userId`; a paid booking gets its BOOKING invoice, paid or not. */
export async function insertBooking(
  t: TestApp,
  event: TestEvent,
  userId: number,
  input: TestBookingInput = {},
): Promise<string> {
  const now = nowIso();
  const amountCents = input.amountCents ?? 0;
  const bookingNo = `BK-${unique()}`;
  await t.db
    .insertInto('event_bookings')
    .values({
      booking_no: bookingNo,
      event_id: event.id,
      user_id: userId,
      status: input.status ?? (amountCents > 0 ? 'Pending Payment' : 'Confirmed'),
      amount_cents: amountCents,
      attended_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  if (amountCents > 0) {
    const today = now.slice(0, 10);
    const invoice = await raiseInvoice(t.db, {
      userId,
      source: 'BOOKING',
      sourceRef: bookingNo,
      description: 'Event Payment',
      lines: [{ description: bookingNo, quantity: 1, unitCents: amountCents, vatCents: 0 }],
      documentDate: today,
      dueDate: addDays(today, 14),
    });
    if (input.paid)
      await postReceipt(t.db, {
        payerUserId: userId,
        invoiceId: invoice.id,
        paymentId: null,
        amountCents,
        method: 'M-Pesa',
        provider: 'test',
        providerTxId: `CPDBK${unique()}`,
        paidAt: now,
      });
  }
  return bookingNo;
}

/** An award recorded directly, for the reading tests: `period` is the start date's year. */
export async function insertAward(
  t: TestApp,
  userId: number,
  memberNo: string | null,
  input: { eventDate: string; points: number; description?: string },
): Promise<string> {
  const certificateNo = `CPD-${input.eventDate.slice(0, 4)}-${unique()}`;
  await t.db
    .insertInto('cpd_awards')
    .values({
      certificate_no: certificateNo,
      user_id: userId,
      member_no: memberNo,
      event_id: null,
      booking_id: null,
      description: input.description ?? 'Paper on soil mechanics',
      provider: 'EIK',
      location: 'Nairobi',
      event_date: input.eventDate,
      end_date: input.eventDate,
      points: input.points,
      period: Number(input.eventDate.slice(0, 4)),
      source: 'MANUAL',
      awarded_by: null,
      created_at: nowIso(),
    })
    .execute();
  return certificateNo;
}

/** Bytes that are a PDF by content, `size` long. */
export function pdfBytes(size = 1_000): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return bytes;
}

/** The multipart form of POST cpd/records/{id}/evidence. */
export function evidenceForm(bytes: Uint8Array<ArrayBuffer>, name = 'certificate.pdf'): FormData {
  const form = new FormData();
  form.append('evidence', new Blob([bytes]), name);
  return form;
}
