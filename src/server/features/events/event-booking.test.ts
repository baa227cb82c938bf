import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Booking, eventMessages, type PortalEvent } from '../../../contract/events';
import { paymentPurposes, vatIncludedIn } from '../../../contract/money';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { startPaymentFor } from '../payments/test-support';
import { eventInput, payBooking, publishedEvent, signedInMembers } from './test-support';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(demo.admin);
});
afterAll(async () => {
  await t?.close();
});

const book = (token: string, no: string) => t.api('POST', `/api/events/${no}/book`, { token });
const bookingsOf = async (token: string): Promise<Booking[]> => {
  const response = await t.api('GET', '/api/events', { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const upcoming = async (token: string): Promise<PortalEvent[]> => {
  const response = await t.api('GET', '/api/events/all_events', { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

describe('booking the last places', () => {
  it('lets exactly as many of 50 simultaneous bookings through as places are left', async () => {
    const event = await publishedEvent(
      t,
      admin,
      eventInput({ description: 'Crowded seminar', capacity: 12 }),
    );
    const [first, second] = await signedInMembers(t, 2, 'CORPORATE');
    for (const token of [first!, second!]) expect((await book(token, event.no)).statusCode).toBe(200);

    const tokens = await signedInMembers(t, 50, 'CORPORATE');
    const responses = await Promise.all(tokens.map((token) => book(token, event.no)));
    const accepted = responses.filter((response) => response.statusCode === 200);
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(accepted).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const response of refused) expect(response.json().message).toBe(eventMessages.fullyBooked);

    const row = await t.db
      .selectFrom('events')
      .select(['id', 'booked_count'])
      .where('event_no', '=', event.no)
      .executeTakeFirstOrThrow();
    const bookings = await t.db
      .selectFrom('event_bookings')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('event_id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(row.booked_count).toBe(12);
    expect(Number(bookings.count)).toBe(12);
    const listed = (await upcoming(tokens[0]!)).find((entry) => entry.no === event.no);
    expect(listed?.placesLeft).toBe(0);
  }, 60_000);
});

describe('refused bookings', () => {
  it('refuses a second booking of the same event, also when both arrive at once', async () => {
    const event = await publishedEvent(t, admin, eventInput({ description: 'Twice' }));
    const [token] = await signedInMembers(t, 1, 'CORPORATE');
    expect((await book(token!, event.no)).statusCode).toBe(200);
    const again = await book(token!, event.no);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(eventMessages.alreadyBooked);

    const other = await publishedEvent(t, admin, eventInput({ description: 'Double click' }));
    const [clicker] = await signedInMembers(t, 1, 'CORPORATE');
    const both = await Promise.all([book(clicker!, other.no), book(clicker!, other.no)]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const row = await t.db
      .selectFrom('events')
      .select('booked_count')
      .where('event_no', '=', other.no)
      .executeTakeFirstOrThrow();
    expect(row.booked_count).toBe(1);
  });

  it('answers 404 for a draft or unknown event and 409 for an ended or outside-booked one', async () => {
    const [token] = await signedInMembers(t, 1, 'CORPORATE');
    const draft = await t.api('POST', '/api/admin/events', { token: admin, body: eventInput() });
    const draftNo = draft.json().data.no;
    for (const no of [draftNo, 'EV-999999']) {
      const response = await book(token!, no);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(eventMessages.notFound);
      expect((await t.api('GET', `/api/events/${no}`, { token: token! })).statusCode).toBe(404);
    }
    expect((await upcoming(token!)).some((event) => event.no === draftNo)).toBe(false);

    const ended = await publishedEvent(t, admin, eventInput({ description: 'Over' }, -5));
    const endedAnswer = await book(token!, ended.no);
    expect(endedAnswer.statusCode).toBe(409);
    expect(endedAnswer.json().message).toBe(eventMessages.ended);
    expect((await upcoming(token!)).some((event) => event.no === ended.no)).toBe(false);

    const outside = await publishedEvent(
      t,
      admin,
      eventInput({ description: 'Elsewhere', bookingUrl: 'https://tickets.example.org/x' }),
    );
    const outsideAnswer = await book(token!, outside.no);
    expect(outsideAnswer.statusCode).toBe(409);
    expect(outsideAnswer.json().message).toBe(eventMessages.notOpen);
    const listed = (await upcoming(token!)).find((event) => event.no === outside.no);
    expect(listed?.bookingUrl).toBe('https://tickets.example.org/x');
  });

  it('needs a signed-in caller', async () => {
    const event = await publishedEvent(t, admin, eventInput());
    expect((await t.api('POST', `/api/events/${event.no}/book`)).statusCode).toBe(401);
    expect((await t.api('GET', '/api/events/all_events')).statusCode).toBe(401);
    expect((await t.api('GET', '/api/events')).statusCode).toBe(401);
  });
});

describe('paid and free bookings', () => {
  it("bills a paid event at the caller's category price; paying confirms the booking", async () => {
    const event = await publishedEvent(
      t,
      admin,
      eventInput({
        description: 'Paid convention',
        standardFee: 3500,
        categoryFees: [{ category: 'corporate', amount: 2500 }],
        capacity: 100,
      }),
    );
    const [corporate] = await signedInMembers(t, 1, 'CORPORATE');
    const [graduate] = await signedInMembers(t, 1, 'GRADUATE');
    const seenBy = async (token: string) => (await upcoming(token)).find((entry) => entry.no === event.no);
    expect(await seenBy(corporate!)).toMatchObject({ fee: 2500, placesLeft: 100, bookingNo: null });
    expect((await seenBy(graduate!))?.fee).toBe(3500);

    const response = await book(corporate!, event.no);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(eventMessages.bookedPayNow);
    const booking: Booking = response.json().data;
    expect(booking).toMatchObject({
      eventNo: event.no,
      amount: 2500,
      status: 'Pending Payment',
      paid: false,
      billed: true,
      isActive: true,
      receiptNo: null,
    });
    const invoices = await t.db
      .selectFrom('invoices')
      .selectAll()
      .where('source_type', '=', 'BOOKING')
      .where('source_ref', '=', booking.bookingNo)
      .execute();
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      invoice_no: booking.proformaInvoiceNo,
      total_cents: 250_000,
      description: 'Event booking: Paid convention',
      due_date: event.startDate,
    });
    const line = await t.db
      .selectFrom('invoice_lines')
      .select('vat_cents')
      .where('invoice_id', '=', invoices[0]!.id)
      .executeTakeFirstOrThrow();
    expect(line.vat_cents).toBe(vatIncludedIn(250_000));
    expect(await seenBy(corporate!)).toMatchObject({ bookingNo: booking.bookingNo, placesLeft: 99 });

    // Pay Now takes the booking invoice and comes back to the booked events.
    const started = await startPaymentFor(t, corporate!, booking.proformaInvoiceNo!);
    expect(started.reference).toBeTruthy();
    const payment = await t.db
      .selectFrom('payments')
      .select('success_url')
      .where('reference', '=', started.reference)
      .executeTakeFirstOrThrow();
    expect(payment.success_url).toBe(paymentPurposes.BOOKING.successPath);

    const receiptNo = await payBooking(t, booking.bookingNo);
    const [paid] = await bookingsOf(corporate!);
    expect(paid).toMatchObject({ bookingNo: booking.bookingNo, paid: true, receiptNo, status: 'Confirmed' });
  });

  it('confirms a free event at once without an invoice', async () => {
    const event = await publishedEvent(
      t,
      admin,
      eventInput({ description: 'Free webinar', isWebinar: true }),
    );
    const [token] = await signedInMembers(t, 1, 'CORPORATE');
    const response = await book(token!, event.no);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(eventMessages.booked);
    expect(response.json().data).toMatchObject({
      amount: 0,
      status: 'Confirmed',
      billed: false,
      paid: false,
      proformaInvoiceNo: null,
    });
    const viewed = await t.api('GET', `/api/events/${event.no}`, { token: token! });
    expect(viewed.json().data).toMatchObject({
      isWebinar: true,
      fee: 0,
      bookingNo: response.json().data.bookingNo,
    });
  });
});

describe("the caller's bookings", () => {
  it("lists only the caller's own bookings, newest first", async () => {
    const first = await publishedEvent(t, admin, eventInput({ description: 'First booked' }));
    const second = await publishedEvent(t, admin, eventInput({ description: 'Second booked' }));
    const [mine, theirs] = await signedInMembers(t, 2, 'CORPORATE');
    await book(mine!, first.no);
    await book(mine!, second.no);
    await book(theirs!, first.no);
    const own = await bookingsOf(mine!);
    expect(own.map((booking) => booking.eventNo)).toEqual([second.no, first.no]);
    const others = await bookingsOf(theirs!);
    expect(others).toHaveLength(1);
    expect(own.map((booking) => booking.bookingNo)).not.toContain(others[0]!.bookingNo);
  });

  it('shows a booking of a cancelled event as Cancelled and inactive, still viewable by its owner', async () => {
    const event = await publishedEvent(t, admin, eventInput({ description: 'To be cancelled' }));
    const [booker, stranger] = await signedInMembers(t, 2, 'CORPORATE');
    await book(booker!, event.no);
    const cancel = await t.api('POST', `/api/admin/events/${event.no}/cancel`, { token: admin });
    expect(cancel.statusCode).toBe(200);
    const [booking] = await bookingsOf(booker!);
    expect(booking).toMatchObject({ status: 'Cancelled', isActive: false });
    expect((await t.api('GET', `/api/events/${event.no}`, { token: booker! })).statusCode).toBe(200);
    expect((await t.api('GET', `/api/events/${event.no}`, { token: stranger! })).statusCode).toBe(404);
    expect((await upcoming(booker!)).some((entry) => entry.no === event.no)).toBe(false);
    const again = await book(stranger!, event.no);
    expect(again.statusCode).toBe(409);
  });
});

describe('the demo events (db/seed/demo-events.ts)', () => {
  it("has upcoming published events and the demo member's attended booking of a past free one", async () => {
    const token = await t.login(demo.member);
    const events = await upcoming(token);
    expect(events.length).toBeGreaterThanOrEqual(4);
    expect(events.some((event) => event.isWebinar && event.fee === 0)).toBe(true);
    expect(events.some((event) => event.bookingUrl)).toBe(true);
    const bookings = await bookingsOf(token);
    expect(bookings).toContainEqual(
      // The CPD demo marks the attendance of events already held.
      expect.objectContaining({ amount: 0, billed: false, status: 'Attended', isActive: true }),
    );
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('events')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await t.reseed();
    expect(await count()).toBe(before);
  });
});
