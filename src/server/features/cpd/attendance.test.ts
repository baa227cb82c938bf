import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CPD_CERTIFICATE_PATTERN, cpdMessages } from '../../../contract/cpd';
import { todayIso } from '../../../contract/profile-sections/fields';
import { addDays } from '../../platform/time';
import { demo, type Method, startTestApp, type TestApp } from '../../test-support/harness';
import { newApplicant } from '../applications/test-support';
import { newMember } from '../upgrades/test-support';
import { insertBooking, insertEvent } from './test-support';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(demo.admin);
});
afterAll(async () => {
  await t?.close();
});

const past = () => addDays(todayIso(), -3);
const mark = (eventNo: string, bookingNos: string[], token = admin) =>
  t.api('POST', `/api/admin/events/${eventNo}/attendance`, { token, body: { bookingNos } });
const importSheet = (eventNo: string, csv: string, token = admin) =>
  t.api('POST', `/api/admin/events/${eventNo}/attendance/import`, { token, body: { csv } });
const awardsOfBooking = (bookingNo: string) =>
  t.db
    .selectFrom('cpd_awards')
    .innerJoin('event_bookings', 'event_bookings.id', 'cpd_awards.booking_id')
    .selectAll('cpd_awards')
    .where('event_bookings.booking_no', '=', bookingNo)
    .execute();

describe('marking attendance', () => {
  it('awards the event points once, however often the booking is marked', async () => {
    const member = await newMember(t, 'CORPORATE');
    const event = await insertEvent(t, {
      startDate: past(),
      endDate: addDays(past(), 1),
      cpdPoints: 7,
      description: 'Bridge design seminar',
      providers: ['EIK Training', 'Kenya Roads Board'],
      location: 'Mombasa',
    });
    const bookingNo = await insertBooking(t, event, member.userId);

    const first = await mark(event.no, [bookingNo]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      message: cpdMessages.attendanceSaved(1, 0),
      data: { awarded: 1, alreadyAwarded: 0, rejected: [] },
    });
    const second = await mark(event.no, [bookingNo.toLowerCase()]);
    expect(second.json().data).toMatchObject({ awarded: 0, alreadyAwarded: 1, rejected: [] });
    expect(second.json().message).toBe(cpdMessages.attendanceSaved(0, 1));

    const awards = await awardsOfBooking(bookingNo);
    expect(awards).toHaveLength(1);
    expect(awards[0]).toMatchObject({
      member_no: member.memberNo,
      points: 7,
      description: 'Bridge design seminar',
      provider: 'EIK Training, Kenya Roads Board',
      location: 'Mombasa',
      event_date: past(),
      end_date: addDays(past(), 1),
      period: Number(past().slice(0, 4)),
      source: 'ATTENDANCE',
    });
    expect(awards[0]?.certificate_no).toMatch(CPD_CERTIFICATE_PATTERN);
    const booking = await t.db
      .selectFrom('event_bookings')
      .select(['status', 'attended_at'])
      .where('booking_no', '=', bookingNo)
      .executeTakeFirstOrThrow();
    expect(booking.status).toBe('Attended');
    expect(booking.attended_at).not.toBeNull();
    const notices = await t.db
      .selectFrom('notifications')
      .select('message')
      .where('user_id', '=', member.userId)
      .where('title', '=', 'CPD points awarded')
      .execute();
    expect(notices).toHaveLength(1);
    expect(notices[0]?.message).toContain(awards[0]?.certificate_no ?? 'missing');
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_id', '=', event.no)
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['cpd.attendance', 'cpd.attendance']);
  });

  it('awards once when markings of the same booking race', async () => {
    const member = await newMember(t, 'CORPORATE');
    const event = await insertEvent(t, { startDate: todayIso() });
    const bookingNo = await insertBooking(t, event, member.userId);
    const answers = await Promise.all(Array.from({ length: 6 }, () => mark(event.no, [bookingNo])));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const results = answers.map((answer) => answer.json().data);
    expect(results.reduce((sum, result) => sum + result.awarded, 0)).toBe(1);
    expect(results.reduce((sum, result) => sum + result.alreadyAwarded, 0)).toBe(5);
    expect(await awardsOfBooking(bookingNo)).toHaveLength(1);
  });

  it('refuses an unpaid booking of a paid event and awards a paid one', async () => {
    const unpaid = await newMember(t, 'CORPORATE');
    const paid = await newMember(t, 'CORPORATE');
    const event = await insertEvent(t, { startDate: past() });
    const unpaidNo = await insertBooking(t, event, unpaid.userId, { amountCents: 250_000 });
    const paidNo = await insertBooking(t, event, paid.userId, { amountCents: 250_000, paid: true });
    const response = await mark(event.no, [unpaidNo, paidNo]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      message: cpdMessages.attendanceSaved(1, 0),
      awarded: 1,
      alreadyAwarded: 0,
      rejected: [{ line: 1, value: unpaidNo, reason: cpdMessages.cannotAttendUnpaid }],
    });
    expect(await awardsOfBooking(unpaidNo)).toHaveLength(0);
    expect(await awardsOfBooking(paidNo)).toHaveLength(1);
  });

  it('refuses a booking of another event, an unknown one and a cancelled one', async () => {
    const member = await newMember(t, 'CORPORATE');
    const other = await newMember(t, 'CORPORATE');
    const event = await insertEvent(t, { startDate: past() });
    const otherEvent = await insertEvent(t, { startDate: past() });
    const elsewhere = await insertBooking(t, otherEvent, member.userId);
    const cancelled = await insertBooking(t, event, other.userId, { status: 'Cancelled' });
    const response = await mark(event.no, [elsewhere, 'BK-NOSUCH', cancelled]);
    expect(response.json().data).toMatchObject({
      awarded: 0,
      rejected: [
        { line: 1, value: elsewhere, reason: cpdMessages.notBooked },
        { line: 2, value: 'BK-NOSUCH', reason: cpdMessages.notBooked },
        { line: 3, value: cancelled, reason: cpdMessages.notBooked },
      ],
    });
    expect(await awardsOfBooking(elsewhere)).toHaveLength(0);
  });

  it('answers 409 for an event not started yet or cancelled, and 404 for an unknown one', async () => {
    const member = await newMember(t, 'CORPORATE');
    const future = await insertEvent(t, { startDate: addDays(todayIso(), 1) });
    const bookingNo = await insertBooking(t, future, member.userId);
    const early = await mark(future.no, [bookingNo]);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(cpdMessages.eventNotStarted);
    expect(await awardsOfBooking(bookingNo)).toHaveLength(0);

    const cancelled = await insertEvent(t, { startDate: past(), status: 'Cancelled' });
    const refused = await mark(cancelled.no, ['BK-ANY']);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(cpdMessages.eventCancelled);
    expect((await mark('EVT-NOSUCH', ['BK-ANY'])).statusCode).toBe(404);
  });
});

describe('importing an attendance sheet', () => {
  it('matches rows by member number or e-mail and reports the rows it cannot match by line', async () => {
    const byNumber = await newMember(t, 'CORPORATE');
    const byEmail = await newMember(t, 'CORPORATE');
    const event = await insertEvent(t, { startDate: past(), cpdPoints: 3 });
    const numberBooking = await insertBooking(t, event, byNumber.userId);
    const emailBooking = await insertBooking(t, event, byEmail.userId);

    const numbers = await importSheet(
      event.no,
      `Member No\r\n${byNumber.memberNo.toLowerCase()}\r\nNOPE/1\r\n`,
    );
    expect(numbers.statusCode, numbers.body).toBe(200);
    expect(numbers.json().data).toEqual({
      message: cpdMessages.attendanceSaved(1, 0),
      awarded: 1,
      alreadyAwarded: 0,
      rejected: [{ line: 3, value: 'NOPE/1', reason: cpdMessages.notBooked }],
    });
    expect(await awardsOfBooking(numberBooking)).toHaveLength(1);

    const emails = await importSheet(
      event.no,
      `name,EMAIL\n"Odhiambo, Akinyi",${byEmail.email.toUpperCase()}\nSomeone,${byNumber.email}\n`,
    );
    expect(emails.json().data).toMatchObject({ awarded: 1, alreadyAwarded: 1, rejected: [] });
    expect(await awardsOfBooking(emailBooking)).toHaveLength(1);
  });

  it('answers 400 when the first row names neither column, or no row follows it', async () => {
    const event = await insertEvent(t, { startDate: past() });
    const noHeader = await importSheet(event.no, 'name,phone\nAkinyi,0712\n');
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().message).toBe(cpdMessages.csvHeader);
    const empty = await importSheet(event.no, 'memberNo\n');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(cpdMessages.csvEmpty);
  });
});

describe('awards recorded by hand', () => {
  const award = (memberNo: string) => ({
    memberNo,
    description: 'Paper on concrete durability',
    provider: 'Journal of Engineering',
    location: '',
    eventDate: '2025-03-01',
    endDate: '2025-03-02',
    points: 4,
  });

  it('records an award for a member of the register and lists it for staff', async () => {
    const member = await newMember(t, 'CORPORATE');
    const response = await t.api('POST', '/api/admin/cpd/awards', {
      token: admin,
      body: award(member.memberNo.toLowerCase()),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(cpdMessages.awardSaved);
    const saved = response.json().data;
    expect(saved).toMatchObject({
      memberNo: member.memberNo,
      pointAwarded: 4,
      eventCode: null,
      period: 2025,
      eventDate: '2025-03-01',
    });
    expect(saved.certificateNo).toMatch(/^CPD-2025-/);
    const row = await t.db
      .selectFrom('cpd_awards')
      .select(['source', 'awarded_by'])
      .where('certificate_no', '=', saved.certificateNo)
      .executeTakeFirstOrThrow();
    const adminId = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demo.admin)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ source: 'MANUAL', awarded_by: adminId.id });

    const list = await t.api('GET', `/api/admin/cpd/awards?memberNo=${encodeURIComponent(member.memberNo)}`, {
      token: admin,
    });
    expect(list.json().data).toEqual([saved]);
  });

  it('answers 404 for a member number not in the register', async () => {
    const response = await t.api('POST', '/api/admin/cpd/awards', { token: admin, body: award('NO/SUCH/1') });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(cpdMessages.memberNotFound);
    const list = await t.api('GET', '/api/admin/cpd/awards?memberNo=NO%2FSUCH', { token: admin });
    expect(list.statusCode).toBe(404);
  });
});

describe('staff CPD routes', () => {
  const routes: [Method, string, unknown][] = [
    ['POST', '/api/admin/events/EVT-1/attendance', { bookingNos: ['BK-1'] }],
    ['POST', '/api/admin/events/EVT-1/attendance/import', { csv: 'memberNo\nM/1\n' }],
    ['POST', '/api/admin/cpd/awards', { memberNo: 'M/1' }],
    ['GET', '/api/admin/cpd/awards?memberNo=M%2F1007', undefined],
  ];

  it('refuse members and approvers (403) and visitors (401)', async () => {
    const member = await t.login(demo.member);
    const approver = await t.login(demo.approver);
    const applicant = await newApplicant(t);
    for (const [method, url, body] of routes) {
      for (const token of [member, approver, applicant.token])
        expect((await t.api(method, url, { token, body })).statusCode, `${method} ${url}`).toBe(403);
      expect((await t.api(method, url, { body })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
