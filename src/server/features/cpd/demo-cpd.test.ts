import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentYear, todayIso } from '../../../contract/profile-sections/fields';
import { seedDemoCpd } from '../../db/seed/demo-cpd';
import { addDays } from '../../platform/time';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { insertBooking, insertEvent } from './test-support';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the demo CPD records', () => {
  it('award earlier years by hand and a started event’s paid booking, once however often seeded', async () => {
    const member = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demo.member)
      .executeTakeFirstOrThrow();
    const past = await insertEvent(t, { startDate: addDays(todayIso(), -10), cpdPoints: 6 });
    const upcoming = await insertEvent(t, { startDate: addDays(todayIso(), 10) });
    const attended = await insertBooking(t, past, member.id, { amountCents: 100_000, paid: true });
    const future = await insertBooking(t, upcoming, member.id);

    await seedDemoCpd(t.db);
    await seedDemoCpd(t.db);

    const awards = await t.db
      .selectFrom('cpd_awards')
      .leftJoin('event_bookings', 'event_bookings.id', 'cpd_awards.booking_id')
      .select(['cpd_awards.source', 'cpd_awards.period', 'cpd_awards.member_no', 'event_bookings.booking_no'])
      .where('cpd_awards.user_id', '=', member.id)
      .execute();
    const manual = awards.filter((award) => award.source === 'MANUAL');
    expect(manual.map((award) => award.period).sort()).toEqual([
      currentYear() - 2,
      currentYear() - 1,
      currentYear() - 1,
    ]);
    expect(manual.every((award) => award.member_no === 'M/1007')).toBe(true);
    expect(awards.filter((award) => award.booking_no === attended)).toHaveLength(1);
    expect(awards.filter((award) => award.booking_no === future)).toHaveLength(0);
  });
});
