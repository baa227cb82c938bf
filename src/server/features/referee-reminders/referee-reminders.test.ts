import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refereeAnswerMessages } from '../../../contract/referee-answers';
import { loadEnv } from '../../env';
import { startTestApp, type TestApp } from '../../test-support/harness';
import { registeredReferee } from '../../test-support/sample-entries';
import { latestMessage, messagesTo } from '../access/test-support';
import { memberWithProfile } from '../profile/sections/test-support';
import { remindReferees } from './remind-referees';

const REMINDER_DAYS = 7;
const REMINDER_MAX = 2;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    env: { REFEREE_REMINDER_DAYS: String(REMINDER_DAYS), REFEREE_REMINDER_MAX: String(REMINDER_MAX) },
  });
});
afterAll(async () => {
  await t?.close();
});

/** A member of the demo register (db/seed/member-register.ts). */
const fatuma = registeredReferee;
const DAY_MS = 24 * 60 * 60_000;
let ipCounter = 0;

/** The `memberNo=…&code=…` query of the link in the latest e-mail to Fatuma. */
async function latestLink(): Promise<string> {
  const message = await latestMessage(t.db, fatuma.Email);
  const match = message?.body_text.match(/\/profile\/response\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no referee link in: ${message?.body_text}`);
  return `memberNo=${match[1]}&code=${match[2]}`;
}

/** A fresh applicant names Fatuma as referee: their user, the referee entry and the e-mailed link. */
async function newReferee() {
  const token = await memberWithProfile(t);
  const added = await t.api('POST', '/api/profile/referee/add', { token, body: fatuma });
  expect(added.statusCode, added.body).toBe(200);
  const referee = await t.db
    .selectFrom('profile_referees')
    .innerJoin('profiles', 'profiles.id', 'profile_referees.profile_id')
    .select(['profile_referees.id', 'profiles.user_id'])
    .orderBy('profile_referees.id', 'desc')
    .executeTakeFirstOrThrow();
  return { refereeId: referee.id, userId: referee.user_id, link: await latestLink() };
}

/**
 * Moves the referee's live request `days` into the past, as if that long had gone by: the e-mail
 * rate limits of a moment ago, long over by then, are forgotten too.
 */
async function age(refereeId: number, days: number) {
  await t.db.deleteFrom('rate_limits').where('key', 'like', 'referee-email%').execute();
  const then = new Date(Date.now() - days * DAY_MS).toISOString();
  const live = await t.db
    .selectFrom('referee_requests')
    .select(['id', 'last_reminded_at'])
    .where('referee_id', '=', refereeId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('referee_requests')
    .set({ created_at: then, ...(live.last_reminded_at ? { last_reminded_at: then } : {}) })
    .where('id', '=', live.id)
    .execute();
}

const requestsOf = (refereeId: number) =>
  t.db.selectFrom('referee_requests').selectAll().where('referee_id', '=', refereeId).orderBy('id').execute();
const read = (link: string) => t.api('GET', `/api/questions?${link}`, { ip: `10.40.0.${++ipCounter}` });

describe('referee reminders', () => {
  it('sends nothing before REFEREE_REMINDER_DAYS have passed', async () => {
    const { refereeId } = await newReferee();
    await age(refereeId, REMINDER_DAYS - 1);
    await remindReferees(t.context);
    expect(await requestsOf(refereeId)).toHaveLength(1);
  });

  it('after the days, e-mails a reminder with a new link; the old one answers 410, the new one works', async () => {
    const { refereeId, link } = await newReferee();
    await age(refereeId, REMINDER_DAYS);
    const before = (await messagesTo(t.db, fatuma.Email)).length;
    const pass = await remindReferees(t.context);
    expect(pass).toEqual({ reminded: 1, failed: 0 });
    expect(await messagesTo(t.db, fatuma.Email)).toHaveLength(before + 1);
    const reminder = await latestMessage(t.db, fatuma.Email);
    expect(reminder?.subject).toContain('reminder: reference request from SECOND MEMBER');
    expect(reminder?.body_text).toContain('This is a reminder');
    const [old, fresh] = await requestsOf(refereeId);
    expect(old?.used_at).not.toBeNull();
    expect(fresh).toMatchObject({ used_at: null, reminders_sent: 1, last_reminded_at: expect.any(String) });

    const oldAnswer = await read(link);
    expect(oldAnswer.statusCode).toBe(410);
    expect(oldAnswer.json().message).toBe(refereeAnswerMessages.linkReplaced);
    const newLink = await latestLink();
    expect(newLink).not.toBe(link);
    expect((await read(newLink)).statusCode).toBe(200);
    const rejected = await t.api('POST', '/api/questions/update', {
      ip: '10.40.1.1',
      body: { ...Object.fromEntries(new URLSearchParams(newLink)), response: 'Reject', Remarks: 'Unknown' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
  });

  it('reminds once when two passes run at the same time', async () => {
    const { refereeId } = await newReferee();
    await age(refereeId, REMINDER_DAYS);
    const passes = await Promise.all([remindReferees(t.context), remindReferees(t.context)]);
    expect(passes.reduce((sum, pass) => sum + pass.reminded, 0)).toBe(1);
    // The loser sees the claim taken and stops; it must not get as far as the e-mail rate limit.
    expect(passes.reduce((sum, pass) => sum + pass.failed, 0)).toBe(0);
    const requests = await requestsOf(refereeId);
    expect(requests).toHaveLength(2);
    expect(requests.filter((request) => request.used_at === null)).toHaveLength(1);
  });

  it('counts from the last reminder and stops at REFEREE_REMINDER_MAX', async () => {
    const { refereeId } = await newReferee();
    await age(refereeId, REMINDER_DAYS);
    await remindReferees(t.context);
    // Just reminded: not again until the days have passed since the reminder.
    await remindReferees(t.context);
    expect(await requestsOf(refereeId)).toHaveLength(2);
    for (let round = 2; round <= REMINDER_MAX + 1; round += 1) {
      await age(refereeId, REMINDER_DAYS);
      await remindReferees(t.context);
    }
    const requests = await requestsOf(refereeId);
    expect(requests).toHaveLength(REMINDER_MAX + 1);
    expect(requests.at(-1)?.reminders_sent).toBe(REMINDER_MAX);
  });

  it('sends nothing to a referee who answered, nor for an expired request', async () => {
    const answered = await newReferee();
    const rejected = await t.api('POST', '/api/questions/update', {
      ip: '10.40.2.1',
      body: { ...Object.fromEntries(new URLSearchParams(answered.link)), response: 'Reject' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await t.db
      .updateTable('referee_requests')
      .set({ created_at: new Date(Date.now() - 30 * DAY_MS).toISOString() })
      .where('referee_id', '=', answered.refereeId)
      .execute();
    const expired = await newReferee();
    await age(expired.refereeId, REMINDER_DAYS);
    await t.db
      .updateTable('referee_requests')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('referee_id', '=', expired.refereeId)
      .execute();
    await remindReferees(t.context);
    expect(await requestsOf(answered.refereeId)).toHaveLength(1);
    expect(await requestsOf(expired.refereeId)).toHaveLength(1);
  });

  it('never reminds for a released or rejected application, whatever other status does', async () => {
    const now = new Date().toISOString();
    const withStatus = async (status: 'Released' | 'Rejected' | 'Board Review') => {
      const referee = await newReferee();
      await t.db
        .insertInto('applications')
        .values({
          application_no: `REM-${referee.refereeId}`,
          user_id: referee.userId,
          category: 'GRADUATE',
          status,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await age(referee.refereeId, REMINDER_DAYS);
      return referee.refereeId;
    };
    const released = await withStatus('Released');
    const refused = await withStatus('Rejected');
    const inReview = await withStatus('Board Review');
    await remindReferees(t.context);
    expect(await requestsOf(released)).toHaveLength(1);
    expect(await requestsOf(refused)).toHaveLength(1);
    expect(await requestsOf(inReview)).toHaveLength(2);
  });

  it('rolls the claim back when the e-mail cannot be sent, so the next pass tries again', async () => {
    const { refereeId } = await newReferee();
    await age(refereeId, REMINDER_DAYS);
    const { profile_id: profileId } = await t.db
      .selectFrom('profile_referees')
      .select('profile_id')
      .where('id', '=', refereeId)
      .executeTakeFirstOrThrow();
    // The applicant's profile sent too many request e-mails within the hour.
    await t.db
      .insertInto('rate_limits')
      .values({
        key: `referee-email-profile:${profileId}`,
        hits: 1000,
        window_started_at: new Date().toISOString(),
      })
      .execute();
    const failed = await remindReferees(t.context);
    expect(failed.failed).toBeGreaterThanOrEqual(1);
    const [request] = await requestsOf(refereeId);
    expect(request).toMatchObject({ used_at: null, last_reminded_at: null, reminders_sent: 0 });
    await t.db.deleteFrom('rate_limits').where('key', 'like', 'referee-email%').execute();
    await remindReferees(t.context);
    expect(await requestsOf(refereeId)).toHaveLength(2);
  });
});

describe('REFEREE_REMINDER_DAYS and REFEREE_REMINDER_MAX', () => {
  it('default to 7 days and 3 reminders; the days are at least 1 and end before the link expires', () => {
    const env = loadEnv({});
    expect(env.REFEREE_REMINDER_DAYS).toBe(7);
    expect(env.REFEREE_REMINDER_MAX).toBe(3);
    expect(() => loadEnv({ REFEREE_REMINDER_DAYS: '0' })).toThrow(/REFEREE_REMINDER_DAYS/);
    expect(() => loadEnv({ REFEREE_REMINDER_DAYS: '14' })).toThrow(/REFEREE_REMINDER_DAYS/);
    expect(loadEnv({ REFEREE_REMINDER_DAYS: '13' }).REFEREE_REMINDER_DAYS).toBe(13);
  });
});
