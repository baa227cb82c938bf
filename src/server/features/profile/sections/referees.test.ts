import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../contract/common';
import { refereeMessages, sectionMessages } from '../../../../contract/profile-sections';
import { decodeRouteText } from '../../../../contract/route-values';
import { demo, startTestApp, type TestApp } from '../../../test-support/harness';
import { registeredReferee } from '../../../test-support/sample-entries';
import { latestMessage, messagesTo } from '../../access/test-support';
import { claimRefereeRequest, findRefereeRequest } from './referee-requests';
import { fieldErrors, memberWithProfile, sectionApi } from './test-support';

let t: TestApp;
let member: string;
beforeAll(async () => {
  t = await startTestApp();
  member = await t.login(demo.member);
});
afterAll(async () => {
  await t?.close();
});

const referees = () => ({
  ...sectionApi(t, 'referee'),
  create: (token: string, body: unknown) => t.api('POST', '/api/profile/referee/add', { token, body }),
  sendEmail: (token: string, EntryNo: unknown) =>
    t.api('POST', '/api/profile/referee/send_email', { token, body: { EntryNo } }),
});

/** Members of the demo register (db/seed/member-register.ts). */
const fatuma = registeredReferee;
const joseph = { ...fatuma, Name: 'Joseph Kilonzo', Email: 'joseph.kilonzo@eik.example', MemberNo: 'F/0031' };

/** Each request e-mail counts against a per-referee limit; tests that send several forget it first. */
const forgetEmailLimits = () =>
  t.db.deleteFrom('rate_limits').where('key', 'like', 'referee-email%').execute();

/** The code in the newest request e-mail to `email`, with the member number its link carries. */
async function linkIn(email: string) {
  const message = await latestMessage(t.db, email);
  const match = message?.body_text.match(/\/profile\/response\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/);
  if (!match?.[1] || !match[2]) throw new Error(`no referee link in: ${message?.body_text}`);
  return { memberNo: decodeRouteText(match[1]), code: decodeRouteText(match[2]) ?? '', message };
}

async function profileRowOf(token: string) {
  const user = (await t.api('GET', '/api/auth/user', { token })).json().data;
  return t.db.selectFrom('profiles').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
}

describe('referee validation (spec 2 §5 Referee)', () => {
  let token: string;
  beforeAll(async () => {
    token = await memberWithProfile(t);
  });

  it("answers the spec's messages for missing fields", async () => {
    const response = await referees().create(token, {});
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toMatchObject({
      Name: 'Name is required',
      Email: 'Email is required',
      PhoneNo: 'Phone No is required',
      MemberNo: 'Member No is required',
    });
    const blank = await referees().create(token, {
      ...fatuma,
      Name: ' ',
      Email: '',
      PhoneNo: '',
      MemberNo: '',
    });
    expect(fieldErrors(blank)).toMatchObject({
      Name: refereeMessages.nameRequired,
      Email: refereeMessages.emailRequired,
      PhoneNo: refereeMessages.phoneRequired,
      MemberNo: refereeMessages.memberNoRequired,
    });
  });

  it('takes digits only for the phone and a valid e-mail', async () => {
    const phone = await referees().create(token, { ...fatuma, PhoneNo: '+254 700' });
    expect(fieldErrors(phone).PhoneNo).toBe(sectionMessages.digitsOnly);
    const email = await referees().create(token, { ...fatuma, Email: 'fatuma@eik' });
    expect(fieldErrors(email).Email).toBe(messages.emailInvalid);
  });

  it("answers 'Referee Type is required' while referee types exist, and refuses a code not in the list", async () => {
    const missing = await referees().create(token, { ...fatuma, refereeType: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'Referee Type is required',
      errors: { refereeType: 'Referee Type is required' },
    });
    const unknown = await referees().create(token, { ...fatuma, refereeType: 'FRIEND' });
    expect(fieldErrors(unknown).refereeType).toBe(sectionMessages.chooseFromList);
  });

  it('takes only member numbers of the register, compared without spaces and case', async () => {
    const unknown = await referees().create(token, { ...fatuma, MemberNo: 'X/9999' });
    expect(unknown.statusCode).toBe(400);
    expect(fieldErrors(unknown).MemberNo).toBe(refereeMessages.memberNotInRegister);
    expect(await t.db.selectFrom('profile_referees').select('id').execute()).toHaveLength(0);

    const typed = await referees().create(token, { ...fatuma, MemberNo: ' ce/0112 ' });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json().data).toEqual({
      message: 'Referee added successfully',
      entry: {
        EntryNo: 1,
        Name: 'Fatuma Hassan',
        Address: '30100',
        Email: 'fatuma.hassan@eik.example',
        PhoneNo: '0700334455',
        PlaceOfWork: 'Kenya Power',
        Designation: 'Chief Engineer',
        memberNo: 'CE/0112',
        refereeType: 'PROFESSIONAL',
        response: null,
      },
    });
  });

  it('refuses the same member twice (409), on add and on update', async () => {
    const again = await referees().create(token, fatuma);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: refereeMessages.alreadyNamed });
    const second = await referees().create(token, joseph);
    expect(second.statusCode).toBe(200);
    const update = await referees().update(token, { ...joseph, MemberNo: 'CE/0112', EntryNo: 2 });
    expect(update.statusCode).toBe(409);
    expect(update.json()).toEqual({ message: refereeMessages.alreadyNamed });
    // Saving an entry with its own member number is no duplicate.
    expect((await referees().update(token, { ...joseph, EntryNo: 2 })).statusCode).toBe(200);
  });

  it('refuses the applicant as their own referee (409)', async () => {
    const own = await memberWithProfile(t);
    const profile = await profileRowOf(own);
    await t.db.updateTable('profiles').set({ member_no: 'PE/0457' }).where('id', '=', profile.id).execute();
    const response = await referees().create(own, { ...fatuma, MemberNo: 'pe/0457' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: refereeMessages.notYourself });
  });
});

describe('a referee who has responded', () => {
  it('can no longer be updated or e-mailed, and shows the response', async () => {
    const token = await memberWithProfile(t);
    const created = await referees().create(token, fatuma);
    const profile = await profileRowOf(token);
    await t.db
      .updateTable('profile_referees')
      .set({ response: 'Accept', responded_at: new Date().toISOString() })
      .where('profile_id', '=', profile.id)
      .execute();
    const entry = created.json().data.entry;
    expect((await referees().list(token)).json().data).toEqual([{ ...entry, response: 'Accept' }]);

    const update = await referees().update(token, { ...fatuma, Name: 'Fatuma H.', EntryNo: entry.EntryNo });
    expect(update.statusCode).toBe(409);
    expect(update.json()).toEqual({ message: 'This referee has already responded.' });
    await forgetEmailLimits();
    const resend = await referees().sendEmail(token, entry.EntryNo);
    expect(resend.statusCode).toBe(409);
    expect(resend.json()).toEqual({ message: refereeMessages.alreadyResponded });
    expect((await referees().remove(token, entry.EntryNo)).statusCode).toBe(200);
  });
});

describe('request e-mails and links (decisions.md "Referees")', () => {
  it('e-mails the referee on add: who asks, and a link with the member number and a code', async () => {
    const token = await memberWithProfile(t);
    const created = await referees().create(token, fatuma);
    expect(created.statusCode).toBe(200);
    const { memberNo, code, message } = await linkIn(fatuma.Email);
    expect(message?.subject).toMatch(/reference request from SECOND MEMBER$/);
    expect(message?.body_text).toContain('SECOND MEMBER has named you as a referee');
    expect(message?.body_text).toContain(`http://localhost:3000/profile/response/`);
    expect(memberNo).toBe('CE/0112');
    expect(code.length).toBeGreaterThanOrEqual(43);
    const found = await findRefereeRequest(t.db, code);
    expect(found).toMatchObject({ member_no: 'CE/0112', email: fatuma.Email, entry_no: 1 });
    // Only the code's hash is stored.
    const stored = await t.db.selectFrom('referee_requests').select('code_hash').execute();
    expect(stored.map((row) => row.code_hash)).not.toContain(code);
  });

  it("gives each referee a different code, and answers send_email 'Email Sent' with a new one", async () => {
    const token = await memberWithProfile(t);
    const first = (await referees().create(token, fatuma)).json().data.entry;
    const firstLink = await linkIn(fatuma.Email);
    await referees().create(token, joseph);
    const secondLink = await linkIn(joseph.Email);
    expect(secondLink.code).not.toBe(firstLink.code);
    expect((await findRefereeRequest(t.db, secondLink.code))?.member_no).toBe('F/0031');

    await forgetEmailLimits();
    const before = (await messagesTo(t.db, fatuma.Email)).length;
    const sent = await referees().sendEmail(token, first.EntryNo);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ data: { message: 'Email Sent' } });
    expect(await messagesTo(t.db, fatuma.Email)).toHaveLength(before + 1);
    const resent = await linkIn(fatuma.Email);
    expect(resent.code).not.toBe(firstLink.code);
    // The earlier link stops working; the new one works, once.
    expect(await findRefereeRequest(t.db, firstLink.code)).toBeUndefined();
    expect(await claimRefereeRequest(t.db, firstLink.code)).toBe(false);
    expect((await findRefereeRequest(t.db, resent.code))?.entry_no).toBe(first.EntryNo);
    expect(await claimRefereeRequest(t.db, resent.code)).toBe(true);
    expect(await claimRefereeRequest(t.db, resent.code)).toBe(false);
    expect(await findRefereeRequest(t.db, resent.code)).toBeUndefined();
  });

  it('refuses a second e-mail to the same referee within a minute (429), and stops links that expired', async () => {
    const token = await memberWithProfile(t);
    const entry = (await referees().create(token, fatuma)).json().data.entry;
    const { code } = await linkIn(fatuma.Email);
    const soon = await referees().sendEmail(token, entry.EntryNo);
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toEqual({ message: refereeMessages.resendWait });
    // The refused resend changed nothing.
    expect((await findRefereeRequest(t.db, code))?.entry_no).toBe(entry.EntryNo);

    const expired = new Date(Date.now() - 1000).toISOString();
    await t.db.updateTable('referee_requests').set({ expires_at: expired }).execute();
    expect(await findRefereeRequest(t.db, code)).toBeUndefined();
    expect(await claimRefereeRequest(t.db, code)).toBe(false);
  });

  it('voids the links already sent when the referee changes to another member, and e-mails the new one', async () => {
    const token = await memberWithProfile(t);
    const entry = (await referees().create(token, fatuma)).json().data.entry;
    const { code } = await linkIn(fatuma.Email);
    // The request went to the member's address on record, so a changed name or typed e-mail sends nothing.
    const sentBefore = (await messagesTo(t.db, fatuma.Email)).length;
    const kept = await referees().update(token, {
      ...fatuma,
      Name: 'FATUMA HASSAN',
      Email: 'fatuma@elsewhere.example',
      EntryNo: entry.EntryNo,
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.message).toBe('Referee updated successfully');
    expect(await findRefereeRequest(t.db, code)).toBeDefined();
    expect(await messagesTo(t.db, fatuma.Email)).toHaveLength(sentBefore);
    expect(await messagesTo(t.db, 'fatuma@elsewhere.example')).toHaveLength(0);

    // Right after adding: correcting the member is not held back by the resend limit.
    const josephBefore = (await messagesTo(t.db, joseph.Email)).length;
    const changed = await referees().update(token, { ...joseph, EntryNo: entry.EntryNo });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.message).toBe('Referee updated successfully');
    expect(await findRefereeRequest(t.db, code)).toBeUndefined();
    expect(await messagesTo(t.db, joseph.Email)).toHaveLength(josephBefore + 1);
    const fresh = await linkIn(joseph.Email);
    expect(fresh.memberNo).toBe('F/0031');
    expect((await findRefereeRequest(t.db, fresh.code))?.entry_no).toBe(entry.EntryNo);
  });

  it("answers send_email only for the caller's own referees", async () => {
    const owner = await memberWithProfile(t);
    const entry = (await referees().create(owner, fatuma)).json().data.entry;
    await forgetEmailLimits();
    for (const EntryNo of [entry.EntryNo, 99]) {
      const theirs = await referees().sendEmail(member, EntryNo);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual({ message: sectionMessages.entryNotFound });
    }
    const visitor = await referees().sendEmail('', entry.EntryNo);
    expect(visitor.statusCode).toBe(401);
    const applicant = await referees().sendEmail(await t.login(demo.applicant), 1);
    expect(applicant.json()).toEqual({ message: messages.profileRequired });
    const malformed = await referees().sendEmail(owner, 'one');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(sectionMessages.entryNoInvalid);
  });

  it('removes the requests with the referee', async () => {
    const token = await memberWithProfile(t);
    const entry = (await referees().create(token, joseph)).json().data.entry;
    const { code } = await linkIn(joseph.Email);
    await referees().remove(token, entry.EntryNo);
    expect(await findRefereeRequest(t.db, code)).toBeUndefined();
    const left = await t.db
      .selectFrom('referee_requests')
      .innerJoin('profile_referees', 'profile_referees.id', 'referee_requests.referee_id')
      .select('referee_requests.id')
      .where('profile_referees.profile_id', '=', (await profileRowOf(token)).id)
      .execute();
    expect(left).toHaveLength(0);
  });
});

describe("the member's e-mail on record (never the typed one)", () => {
  /** A register member without any e-mail (TG/0876 has one in the demo register; it is removed here). */
  const akinyi = { ...fatuma, Name: 'Akinyi', Email: 'akinyi@typed.example', MemberNo: 'TG/0876' };
  beforeAll(async () => {
    await t.db
      .updateTable('member_register')
      .set({ email: null })
      .where('member_no', '=', 'TG/0876')
      .execute();
  });

  it('e-mails the register address and greets the register name, whatever the applicant typed', async () => {
    const token = await memberWithProfile(t);
    const own = 'applicant.own@typed.example';
    const created = await referees().create(token, { ...fatuma, Name: 'My Friend', Email: own });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.message).toBe('Referee added successfully');
    // The typed e-mail stays in the entry (spec field) but receives nothing.
    expect(created.json().data.entry.Email).toBe(own);
    expect(await messagesTo(t.db, own)).toHaveLength(0);
    const { message } = await linkIn(fatuma.Email);
    expect(message?.body_text).toMatch(/^Dear FATUMA HASSAN,/);
    expect(message?.body_text).not.toContain('My Friend');

    await forgetEmailLimits();
    const resent = await referees().sendEmail(token, created.json().data.entry.EntryNo);
    expect(resent.statusCode).toBe(200);
    expect(await messagesTo(t.db, own)).toHaveLength(0);
  });

  it("prefers the account e-mail of the member's profile to the register's", async () => {
    const referee = await memberWithProfile(t);
    const user = (await t.api('GET', '/api/auth/user', { token: referee })).json().data;
    await t.db.updateTable('profiles').set({ member_no: 'M/1021' }).where('user_id', '=', user.id).execute();
    const token = await memberWithProfile(t);
    const created = await referees().create(token, {
      ...fatuma,
      Email: 'wanjiku.muthoni@eik.example',
      MemberNo: 'M/1021',
    });
    expect(created.statusCode, created.body).toBe(200);
    const { memberNo, message } = await linkIn(user.email);
    expect(memberNo).toBe('M/1021');
    expect(message?.body_text).toMatch(/^Dear WANJIKU MUTHONI,/);
    expect(await messagesTo(t.db, 'wanjiku.muthoni@eik.example')).toHaveLength(0);
  });

  it('adds a member without an e-mail on record but sends nothing, and says so; send_email answers 409', async () => {
    const token = await memberWithProfile(t);
    const created = await referees().create(token, akinyi);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.message).toBe(refereeMessages.addedWithoutEmail);
    expect(await messagesTo(t.db, akinyi.Email)).toHaveLength(0);
    const profile = await profileRowOf(token);
    const requests = () =>
      t.db
        .selectFrom('referee_requests')
        .innerJoin('profile_referees', 'profile_referees.id', 'referee_requests.referee_id')
        .select(['referee_requests.id', 'referee_requests.used_at'])
        .where('profile_referees.profile_id', '=', profile.id)
        .execute();
    expect(await requests()).toHaveLength(0);

    const resend = await referees().sendEmail(token, created.json().data.entry.EntryNo);
    expect(resend.statusCode).toBe(409);
    expect(resend.json()).toEqual({ message: refereeMessages.noEmailOnRecord });

    // Changing a referee to such a member voids the link the former one had, and says no request went.
    const second = (await referees().create(token, fatuma)).json().data.entry;
    const { code } = await linkIn(fatuma.Email);
    await referees().remove(token, created.json().data.entry.EntryNo);
    const changed = await referees().update(token, { ...akinyi, EntryNo: second.EntryNo });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.message).toBe(refereeMessages.updatedWithoutEmail);
    expect(await findRefereeRequest(t.db, code)).toBeUndefined();
  });

  it('is for Individual users only: a firm hears 403 on add and send_email', async () => {
    const firm = await memberWithProfile(t, 'Corporate');
    const resend = await referees().sendEmail(firm, 1);
    expect(resend.statusCode).toBe(403);
    expect(resend.json()).toEqual({ message: sectionMessages.individualsOnly });
    const add = await referees().create(firm, fatuma);
    expect(add.statusCode).toBe(403);
    expect(add.json()).toEqual({ message: sectionMessages.individualsOnly });
  });
});
