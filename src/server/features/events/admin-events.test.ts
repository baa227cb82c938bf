import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EVENTS_PAGE_SIZE,
  type AdminEvent,
  EVENT_LOGO_MAX_BYTES,
  eventMessages,
} from '../../../contract/events';
import { demo, type Method, startTestApp, type TestApp } from '../../test-support/harness';
import {
  createEvent,
  eventInput,
  logoForm,
  payBooking,
  pngBytes,
  publishedEvent,
  signedInMembers,
} from './test-support';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(demo.admin);
});
afterAll(async () => {
  await t?.close();
});

const put = (no: string, body: unknown) => t.api('PUT', `/api/admin/events/${no}`, { token: admin, body });

describe('who may run events', () => {
  it('refuses members and approvers (403) and visitors (401) on every admin route', async () => {
    const event = await createEvent(t, admin, eventInput());
    const routes: [Method, string, unknown?][] = [
      ['GET', '/api/admin/events'],
      ['GET', `/api/admin/events/${event.no}`],
      ['GET', `/api/admin/events/${event.no}/bookings`],
      ['POST', '/api/admin/events', eventInput()],
      ['PUT', `/api/admin/events/${event.no}`, eventInput()],
      ['POST', `/api/admin/events/${event.no}/publish`],
      ['POST', `/api/admin/events/${event.no}/cancel`],
      ['POST', `/api/admin/events/${event.no}/logo`, logoForm(pngBytes(), 'logo.png')],
    ];
    const member = await t.login(demo.member);
    const approver = await t.login(demo.approver);
    for (const [method, url, body] of routes) {
      expect((await t.api(method, url, { token: member, body })).statusCode, `${method} ${url}`).toBe(403);
      expect((await t.api(method, url, { token: approver, body })).statusCode, `${method} ${url}`).toBe(403);
      expect((await t.api(method, url, { body })).statusCode, `${method} ${url}`).toBe(401);
    }
    const untouched = await t.api('GET', `/api/admin/events/${event.no}`, { token: admin });
    expect(untouched.json().data.status).toBe('Draft');
  });
});

describe('creating and changing events', () => {
  it('creates a numbered draft with its providers in order and category prices, and audits it', async () => {
    const event = await createEvent(
      t,
      admin,
      eventInput({
        eventProviders: ['Kenya Power', 'Engineers Board of Kenya'],
        standardFee: 1500.5,
        categoryFees: [{ category: 'graduate', amount: 750 }],
        capacity: 25,
      }),
    );
    expect(event).toMatchObject({
      status: 'Draft',
      eventProviders: ['Kenya Power', 'Engineers Board of Kenya'],
      standardFee: 1500.5,
      categoryFees: [{ category: 'GRADUATE', amount: 750 }],
      capacity: 25,
      bookedCount: 0,
      attendedCount: 0,
      logoUrl: null,
    });
    expect(event.no).toMatch(/^EV-\d{6}$/);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_type', '=', 'event')
      .where('subject_id', '=', event.no)
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['event.create']);
  });

  it('answers the contract messages by field', async () => {
    const response = await t.api('POST', '/api/admin/events', {
      token: admin,
      body: {
        ...eventInput(),
        startDate: '2026-06-10',
        endDate: '2026-06-09',
        startTime: '9am',
        eventProviders: [],
        bookingUrl: 'tickets',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      startTime: eventMessages.timeInvalid,
      eventProviders: eventMessages.providerRequired,
      bookingUrl: eventMessages.urlInvalid,
    });
    const backwards = await t.api('POST', '/api/admin/events', {
      token: admin,
      body: { ...eventInput(), startDate: '2026-06-10', endDate: '2026-06-09' },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toMatchObject({ endDate: eventMessages.endBeforeStart });
  });

  it('replaces providers and prices on update and refuses a capacity below the places booked', async () => {
    const event = await publishedEvent(
      t,
      admin,
      eventInput({ capacity: 10, categoryFees: [{ category: 'FIRM', amount: 10 }] }),
    );
    const tokens = await signedInMembers(t, 3, 'CORPORATE');
    for (const token of tokens)
      expect((await t.api('POST', `/api/events/${event.no}/book`, { token })).statusCode).toBe(200);

    const tooSmall = await put(event.no, eventInput({ capacity: 2 }));
    expect(tooSmall.statusCode).toBe(409);
    expect(tooSmall.json().message).toBe(eventMessages.capacityBelowBookings(3));

    const changed = await put(
      event.no,
      eventInput({ capacity: 3, eventProviders: ['B', 'A'], categoryFees: [] }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      status: 'Published',
      capacity: 3,
      eventProviders: ['B', 'A'],
      categoryFees: [],
      bookedCount: 3,
    });
    const [audited] = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'event.update')
      .where('subject_id', '=', event.no)
      .execute();
    expect(JSON.parse(audited?.details ?? '{}')).toEqual({ capacity: { before: 10, after: 3 } });
  });

  it('publishes a draft and cancels an event, which then cannot be changed', async () => {
    const draft = await createEvent(t, admin, eventInput());
    const published = await t.api('POST', `/api/admin/events/${draft.no}/publish`, { token: admin });
    expect(published.json()).toMatchObject({
      message: eventMessages.published,
      data: { status: 'Published' },
    });
    const cancelled = await t.api('POST', `/api/admin/events/${draft.no}/cancel`, { token: admin });
    expect(cancelled.json()).toMatchObject({
      message: eventMessages.cancelled,
      data: { status: 'Cancelled' },
    });
    const edit = await put(draft.no, eventInput());
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(eventMessages.onlyDraftOrPublished);
    const republish = await t.api('POST', `/api/admin/events/${draft.no}/publish`, { token: admin });
    expect(republish.statusCode).toBe(409);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_id', '=', draft.no)
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['event.create', 'event.publish', 'event.cancel']);
    expect((await t.api('GET', '/api/admin/events/EV-999999', { token: admin })).statusCode).toBe(404);
  });
});

describe('the attendance sheet', () => {
  it('lists who booked with their payment and the status the member sees', async () => {
    const event = await publishedEvent(t, admin, eventInput({ standardFee: 1000 }));
    const [payer, debtor] = await signedInMembers(t, 2, 'CORPORATE');
    const paidNo = (await t.api('POST', `/api/events/${event.no}/book`, { token: payer! })).json().data
      .bookingNo;
    const owedNo = (await t.api('POST', `/api/events/${event.no}/book`, { token: debtor! })).json().data
      .bookingNo;
    await payBooking(t, paidNo);
    const response = await t.api('GET', `/api/admin/events/${event.no}/bookings`, { token: admin });
    expect(response.statusCode).toBe(200);
    const sheet = response.json().data;
    expect(sheet).toHaveLength(2);
    expect(sheet[0]).toMatchObject({
      bookingNo: paidNo,
      paid: true,
      status: 'Confirmed',
      certificateNo: null,
    });
    expect(sheet[0].memberNo).toMatch(/^EV\d+B\d+\/\d+$/);
    expect(sheet[0].email).toMatch(/@bench\.example$/);
    expect(sheet[1]).toMatchObject({ bookingNo: owedNo, paid: false, status: 'Pending Payment' });
  });
});

describe('the staff list', () => {
  it('filters by status and term and pages by the page size', async () => {
    const tag = `Hydrology ${Date.now()}`;
    for (let n = 0; n < ADMIN_EVENTS_PAGE_SIZE + 2; n += 1)
      await createEvent(t, admin, eventInput({ description: `${tag} session ${n}` }));
    const published = await publishedEvent(t, admin, eventInput({ description: `${tag} published` }));
    const list = (query: string) => t.api('GET', `/api/admin/events?${query}`, { token: admin });

    const firstPage = (await list(`term=${encodeURIComponent(tag.toLowerCase())}`)).json().data;
    expect(firstPage).toMatchObject({
      total: ADMIN_EVENTS_PAGE_SIZE + 3,
      page: 1,
      pageSize: ADMIN_EVENTS_PAGE_SIZE,
    });
    expect(firstPage.events).toHaveLength(ADMIN_EVENTS_PAGE_SIZE);
    const secondPage = (await list(`term=${encodeURIComponent(tag)}&page=2`)).json().data;
    expect(secondPage.events).toHaveLength(3);

    const onlyPublished = (await list(`term=${encodeURIComponent(tag)}&status=Published`)).json().data;
    expect(onlyPublished.events.map((event: AdminEvent) => event.no)).toEqual([published.no]);
    expect((await list('term=100%25')).json().data.total).toBe(0);
  });
});

describe('event logos', () => {
  it('takes a PNG, serves it for the published event with a cache header, and refuses other content', async () => {
    const event = await createEvent(t, admin, eventInput({ description: 'With a logo' }));
    const upload = await t.api('POST', `/api/admin/events/${event.no}/logo`, {
      token: admin,
      body: logoForm(pngBytes(), 'logo.png'),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const logoUrl: string = upload.json().data.logoUrl;
    expect(logoUrl).toMatch(new RegExp(`^/api/events/${event.no}/logo\\?v=`));

    // A draft's logo is for staff only.
    expect((await t.api('GET', logoUrl)).statusCode).toBe(404);
    expect((await t.api('GET', logoUrl, { token: admin })).statusCode).toBe(200);

    await t.api('POST', `/api/admin/events/${event.no}/publish`, { token: admin });
    const served = await t.api('GET', logoUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('public');
    expect(Buffer.compare(served.rawPayload, Buffer.from(pngBytes()))).toBe(0);

    const renamedText = new TextEncoder().encode('just some text, not an image at all');
    const refused = await t.api('POST', `/api/admin/events/${event.no}/logo`, {
      token: admin,
      body: logoForm(new Uint8Array(renamedText), 'logo.png'),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toMatchObject({ file: eventMessages.logoType });

    const large = new Uint8Array(EVENT_LOGO_MAX_BYTES + 1);
    large.set(pngBytes());
    const tooLarge = await t.api('POST', `/api/admin/events/${event.no}/logo`, {
      token: admin,
      body: logoForm(large, 'big.png'),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(eventMessages.logoTooLarge);
    // The refused uploads left the logo as it was.
    expect((await t.api('GET', logoUrl)).statusCode).toBe(200);
  });
});
