import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpdReminderMessages } from '../../../contract/cpd-compliance';
import { startTestApp, type TestApp } from '../../test-support/harness';
import { messagesTo } from '../access/test-support';
import { addRegisterMember } from '../member-search/test-support';
import { newMember } from '../upgrades/test-support';
import { currentReminderPoint, remindCpd } from './remind-cpd';
import { insertAward } from './test-support';

/**
 * Decision 0048: at each reminder point of the CPD year (settings, default 30 June, 30 September and
 * 1 December), members behind their category's requirement get one e-mail and one SMS, once per
 * point however many instances run the pass.
 */

let t: TestApp;
const YEAR = 2043;
const category = `CPDRM${process.pid}`.slice(0, 12);

beforeAll(async () => {
  t = await startTestApp();
  await t.db
    .insertInto('membership_categories')
    .values({
      code: category,
      description: 'CPD reminder test category',
      category_type: 'Individual',
      can_apply: 1,
      entitled: 0,
      member_no_prefix: 'CR',
    })
    .execute();
  const now = new Date().toISOString();
  await t.db
    .insertInto('cpd_requirements')
    .values({
      category_code: category,
      cpd_year: YEAR,
      total_points: 20,
      min_structured_points: 5,
      created_at: now,
      updated_at: now,
    })
    .execute();
});
afterAll(async () => {
  await t?.close();
});

const at = (day: string) => new Date(`${day}T08:00:00Z`);
const reminders = async (recipient: string) =>
  (await messagesTo(t.db, recipient)).filter(
    (message) =>
      message.subject?.includes(`CPD for ${YEAR}`) || message.body_text.includes(`CPD for ${YEAR}`),
  );

describe('CPD reminders (decision 0048)', () => {
  it('picks the latest point reached, none before the first', () => {
    const points = ['06-30', '09-30', '12-01'];
    expect(currentReminderPoint(points, '2043-06-29')).toBeNull();
    expect(currentReminderPoint(points, '2043-06-30')).toBe('06-30');
    expect(currentReminderPoint(points, '2043-11-30')).toBe('09-30');
    expect(currentReminderPoint(points, '2043-12-31')).toBe('12-01');
  });

  it('reminds members behind once per point, by e-mail and SMS, under two instances at once', async () => {
    const behind = await newMember(t, category);
    const onTrack = await newMember(t, category);
    await insertAward(t, onTrack.userId, onTrack.memberNo, { eventDate: `${YEAR}-02-01`, points: 25 });
    const quiet = await newMember(t, category);
    await t.db
      .updateTable('users')
      .set({ email_reminders: 0, sms_reminders: 0 })
      .where('id', '=', quiet.userId)
      .execute();
    const registerOnly = await addRegisterMember(t, {
      first: 'Wanjiru',
      last: 'Kamau',
      category,
      email: `cpd-register-${process.pid}@test.example`,
      phone: '+254711000111',
    });
    const suspended = await addRegisterMember(t, {
      first: 'Otieno',
      last: 'Ouma',
      category,
      status: 'Suspended',
      email: `cpd-suspended-${process.pid}@test.example`,
    });

    expect((await remindCpd(t.context, at(`${YEAR}-03-01`))).point).toBeNull();
    expect(await reminders(behind.email)).toHaveLength(0);

    const passes = await Promise.all([
      remindCpd(t.context, at(`${YEAR}-07-01`)),
      remindCpd(t.context, at(`${YEAR}-07-01`)),
    ]);
    // Behind: the member, the quiet one (whose choices leave no channel) and the register entry.
    expect(passes.reduce((sum, pass) => sum + pass.reminded, 0)).toBe(3);
    expect(passes.reduce((sum, pass) => sum + pass.onTrack, 0)).toBe(1);
    expect(passes.every((pass) => pass.failed === 0)).toBe(true);

    const [mail] = await reminders(behind.email);
    expect(await reminders(behind.email)).toHaveLength(1);
    expect(mail?.subject).toContain(cpdReminderMessages.subject(YEAR));
    expect(mail?.body_text).toContain(
      'You still need 20 points of verified CPD for 2043, of which 5 points structured',
    );
    expect(mail?.body_text).toContain('by 31 Dec 2043');
    expect(mail?.body_text).toContain('/cpd');
    expect(await reminders(onTrack.email)).toHaveLength(0);
    expect(await reminders(quiet.email)).toHaveLength(0);
    expect(await reminders(`cpd-register-${process.pid}@test.example`)).toHaveLength(1);
    const [sms] = await reminders('+254711000111');
    expect(sms?.channel).toBe('sms');
    expect(sms?.body_text).toContain('You still need 20 points of verified CPD for 2043');
    expect(await reminders(`cpd-suspended-${process.pid}@test.example`)).toHaveLength(0);

    // The same point again does nothing; the next point reminds again, with what is still needed then.
    await remindCpd(t.context, at(`${YEAR}-08-15`));
    expect(await reminders(behind.email)).toHaveLength(1);
    await insertAward(t, behind.userId, behind.memberNo, { eventDate: `${YEAR}-08-01`, points: 12 });
    await remindCpd(t.context, at(`${YEAR}-10-01`));
    const after = await reminders(behind.email);
    expect(after).toHaveLength(2);
    expect(after[1]?.body_text).toContain('You still need 8 points');

    const rows = await t.db
      .selectFrom('cpd_reminders_sent')
      .select(['member_id', 'point', 'sent'])
      .where('cpd_year', '=', YEAR)
      .where('member_id', '=', registerOnly.memberId)
      .execute();
    expect(rows.map((row) => [row.point, row.sent])).toEqual([
      ['06-30', 1],
      ['09-30', 1],
    ]);
    expect(suspended.memberId).toBeGreaterThan(0);
  });
});
