import { expect } from 'vitest';
import type { AdminEvent, EventInput } from '../../../contract/events';
import { todayIso } from '../../../contract/profile-sections/fields';
import { createSession } from '../../platform/sessions';
import { addDays } from '../../platform/time';
import type { TestApp } from '../../test-support/harness';
import { postReceipt } from '../billing/post-receipt';
import { seedActiveMembers } from '../subscriptions/test-support';

/** An event input that passes every rule, starting `startsIn` days from today. */
export function eventInput(overrides: Partial<EventInput> = {}, startsIn = 10): EventInput {
  const startDate = addDays(todayIso(), startsIn);
  return {
    description: 'Bridge Design Masterclass',
    details: 'Prestressed concrete bridges in practice.',
    startDate,
    endDate: addDays(startDate, 1),
    startTime: '09:00',
    endTime: '17:00',
    location: 'KICC, Nairobi',
    eventType: 'WORKSHOPS',
    eventProviders: ['Engineers Board of Kenya', 'Institution of Engineers of Kenya'],
    cpdHours: 8,
    isWebinar: false,
    standardFee: 0,
    categoryFees: [],
    bookingUrl: '',
    capacity: null,
    ...overrides,
  };
}

export async function createEvent(t: TestApp, adminToken: string, input: EventInput): Promise<AdminEvent> {
  const response = await t.api('POST', '/api/admin/events', { token: adminToken, body: input });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** A published event made through the admin API. */
export async function publishedEvent(t: TestApp, adminToken: string, input: EventInput): Promise<AdminEvent> {
  const draft = await createEvent(t, adminToken, input);
  const response = await t.api('POST', `/api/admin/events/${draft.no}/publish`, { token: adminToken });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

let batches = 0;

/** `count` signed-in members of `category` with Active register entries; answers their tokens. */
export async function signedInMembers(t: TestApp, count: number, category: string): Promise<string[]> {
  batches += 1;
  const ids = await seedActiveMembers(t.db, count, category, `ev${process.pid}b${batches}`);
  return Promise.all(ids.map(async (id) => (await createSession(t.db, id, 60)).token));
}

/** Pays a booking's invoice in full, as a completed payment would. */
export async function payBooking(t: TestApp, bookingNo: string): Promise<string> {
  const invoice = await t.db
    .selectFrom('invoices')
    .select(['id', 'user_id', 'total_cents'])
    .where('source_type', '=', 'BOOKING')
    .where('source_ref', '=', bookingNo)
    .executeTakeFirstOrThrow();
  const receipt = await postReceipt(t.db, {
    payerUserId: invoice.user_id,
    invoiceId: invoice.id,
    paymentId: null,
    amountCents: invoice.total_cents,
    method: 'M-Pesa',
    provider: 'test',
    providerTxId: `EVTEST-${bookingNo}`,
    paidAt: new Date().toISOString(),
  });
  return receipt.receipt_no;
}

/** A real 1x1 PNG. */
export const pngBytes = (): Uint8Array<ArrayBuffer> =>
  new Uint8Array(
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  );

export function logoForm(bytes: Uint8Array<ArrayBuffer>, name: string, type = 'image/png'): FormData {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return form;
}
