import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationDocumentMessages } from '../../../contract/application-documents';
import { billingDocumentMessages } from '../../../contract/money';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { VERIFY_RULE } from '../billing-documents/verify-document';
import { memberCheckCode, memberVerificationUrl } from './member-verification-url';
import { addReferee, pdfOf, profileOf, registerMember, userIdOf } from './test-support';

let t: TestApp;
let memberToken: string;
let otherToken: string;
let approverToken: string;
let profileId: string;

const form = (entryNo: number | string, token: string, query = '') =>
  t.api('GET', `/api/questions/refereeForm/${entryNo}${query}`, { token });

beforeAll(async () => {
  t = await startTestApp();
  memberToken = await t.login(demo.member);
  otherToken = await t.login(demo.applicant);
  approverToken = await t.login(demo.approver);
  const profile = await profileOf(t, await userIdOf(t, demo.member));
  profileId = profile.profile_id;
  await t.db
    .insertInto('code_lists')
    .values({ list: 'referee-types', code: 'PEER', description: 'Peer engineer' })
    .execute();
  await addReferee(
    t,
    profile.id,
    1,
    { name: 'WANJIKU MUTHONI', memberNo: 'M/1021', response: 'Accept' },
    {
      answers: [
        ['How long have you known the applicant?', 'Ten years, on the Thika road works.'],
        ['Would you recommend the applicant?', 'Without reservation.'],
      ],
    },
  );
  await t.db
    .updateTable('profile_referees')
    .set({ referee_type: 'PEER' })
    .where('entry_no', '=', 1)
    .execute();
  await addReferee(
    t,
    profile.id,
    2,
    { name: 'BRIAN RUTO', memberNo: 'G/2307', response: 'Reject' },
    { remarks: 'I have not worked with the applicant closely enough.' },
  );
  await addReferee(t, profile.id, 3, { name: 'OMONDI OKOTH', memberNo: 'PE/0457', response: null });
});

afterAll(async () => {
  await t?.close();
});

describe('GET questions/refereeForm/:entryNo', () => {
  it("shows an accepting referee's details with the questions and answers", async () => {
    const response = await form(1, memberToken);
    expect(response.statusCode).toBe(200);
    const pdf = await pdfOf(response);
    for (const text of [
      'REFEREE FORM',
      'WANJIKU MUTHONI',
      'M/1021',
      'Peer engineer',
      'Accepted',
      '20 Feb 2026',
      'JAMES MWANGI KAMAU',
      '1. How long have you known the applicant?',
      'Ten years, on the Thika road works.',
      '2. Would you recommend the applicant?',
      'Without reservation.',
    ]) {
      expect(pdf.text).toContain(text);
    }
    expect(pdf.text).not.toContain('Rejection remarks'.toUpperCase());
  });

  it("shows a declining referee's remarks instead of answers", async () => {
    const pdf = await pdfOf(await form(2, memberToken));
    expect(pdf.text).toContain('BRIAN RUTO');
    expect(pdf.text).toContain('Rejected');
    expect(pdf.text).toContain('REJECTION REMARKS');
    expect(pdf.text).toContain('I have not worked with the applicant closely enough.');
    expect(pdf.text).not.toContain('QUESTIONS AND ANSWERS');
  });

  it('does not exist while the referee has not answered, or for an unknown entry', async () => {
    const pending = await form(3, memberToken);
    expect(pending.statusCode).toBe(404);
    expect(pending.json().message).toBe(applicationDocumentMessages.refereeFormNotFound);
    expect((await form(99, memberToken)).statusCode).toBe(404);
  });

  it('answers 404 to another member, whether naming the profile or not', async () => {
    // Their own profile has no such entry, and someone else's profile is not theirs to name.
    expect((await form(1, otherToken)).statusCode).toBe(404);
    expect((await form(1, otherToken, `?profileId=${profileId}`)).statusCode).toBe(404);
  });

  it("lets staff read an applicant's referee form by naming the profile", async () => {
    const response = await form(1, approverToken, `?profileId=${profileId}`);
    expect(response.statusCode).toBe(200);
    expect((await pdfOf(response)).text).toContain('WANJIKU MUTHONI');
    expect((await form(1, approverToken, '?profileId=NO-SUCH')).statusCode).toBe(404);
  });
});

describe('GET member-verify/:memberNo', () => {
  const check = (memberNo: string, code: string, ip?: string) =>
    t.api('GET', `/api/member-verify/${encodeURIComponent(memberNo)}?code=${encodeURIComponent(code)}`, {
      ...(ip ? { ip } : {}),
    });

  it('answers 404 with a clear message for a wrong code, and says nothing of the member', async () => {
    await registerMember(t, 'CM/7001', 'Active');
    const response = await check('CM/7001', 'not-the-code');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(applicationDocumentMessages.memberNotVerified);
    expect(response.body).not.toContain('JAMES');
    // The code of another member does not open this one.
    expect((await check('CM/7001', await memberCheckCode(t.db, 'CM/7002'))).statusCode).toBe(404);
  });

  it('answers 404 for a number with a valid code that is not in the register', async () => {
    const response = await check('CM/7999', await memberCheckCode(t.db, 'CM/7999'));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(applicationDocumentMessages.memberNotVerified);
  });

  it('reads the number whatever its case, and builds the address the certificate prints', async () => {
    await registerMember(t, 'CM/7003', 'Active');
    const url = await memberVerificationUrl(t.db, t.env.PUBLIC_URL, 'CM/7003');
    expect(url).toMatch(/^http:\/\/localhost:3000\/member-verify\/CM%2F7003\?code=[\w-]{22}$/);
    const response = await check('cm/7003', await memberCheckCode(t.db, 'CM/7003'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is rate limited per address', async () => {
    const ip = '203.0.113.77';
    for (let hit = 0; hit < VERIFY_RULE.limit; hit++) await check('CM/7001', 'x', ip);
    const refused = await check('CM/7001', 'x', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(billingDocumentMessages.tooManyChecks);
  });
});
