import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activationMessages } from '../../../contract/activation';
import { messages } from '../../../contract/common';
import { issueCode } from '../../platform/one-time-codes';
import { SESSION_COOKIE } from '../../platform/request-context';
import { demo } from '../../test-support/harness';
import {
  activate,
  latestCodeTo,
  nextIp,
  outboxCount,
  requestCode,
  solvedAltcha,
  startActivationApp,
  stopActivationApp,
  strongPassword,
  t,
} from './activation-test-app';

beforeAll(startActivationApp);
afterAll(stopActivationApp);

describe('POST /api/auth/activation/activate', () => {
  async function pendingCode(memberNo: string, idNumber: string, recipient: string) {
    const response = await requestCode({ memberNo, IdentificationDocumentNo: idNumber });
    expect(response.statusCode).toBe(200);
    return { id: response.json().data.id as string, code: await latestCodeTo(recipient) };
  }

  it('refuses a wrong code, an expired code and a code issued for another purpose', async () => {
    const { id, code } = await pendingCode('G/2412', '35567123', 'mohamed.noor@eik.example');
    const body = {
      id,
      otp_code: code === '000000' ? '111111' : '000000',
      password: strongPassword,
      confirmPassword: strongPassword,
      email: 'mohamed.noor@eik.example',
    };
    const wrong = await activate(body);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: messages.otpInvalid,
      errors: { otp_code: messages.otpInvalid },
    });

    const applicant = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demo.applicant)
      .executeTakeFirstOrThrow();
    const other = await issueCode(t.db, {
      purpose: 'verify-account',
      userId: applicant.id,
      email: demo.applicant,
    });
    const wrongPurpose = await activate({ ...body, id: other.handle, otp_code: other.code });
    expect(wrongPurpose.statusCode).toBe(400);
    expect(wrongPurpose.json().message).toBe(messages.otpInvalid);

    await t.db
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('register_id', 'is not', null)
      .where('consumed_at', 'is', null)
      .execute();
    const expired = await activate({ ...body, otp_code: code });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(messages.otpInvalid);
  });

  it('checks the password rules on the server too', async () => {
    const weak = await activate({
      id: 'x',
      otp_code: '123456',
      password: 'weak',
      confirmPassword: 'weaker',
      email: 'a@b.co',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toMatchObject({ password: messages.passwordRule });
    const mismatch = await activate({
      id: 'x',
      otp_code: '123456',
      password: strongPassword,
      confirmPassword: `${strongPassword}x`,
      email: 'a@b.co',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toMatchObject({ confirmPassword: messages.passwordMismatch });
  });

  it('signs the member in with a profile linked to the register entry; a second activation is refused', async () => {
    const { id, code } = await pendingCode('M/1021', '27894561', 'wanjiku.muthoni@eik.example');
    const body = {
      id,
      otp_code: code,
      password: strongPassword,
      confirmPassword: strongPassword,
      email: 'someone.else@example.com',
    };

    // The account uses the e-mail the code went to; a different one is refused and the code kept.
    const wrongEmail = await activate(body);
    expect(wrongEmail.statusCode).toBe(400);
    expect(wrongEmail.json()).toMatchObject({
      message: activationMessages.emailMustMatch,
      errors: { email: activationMessages.emailMustMatch },
    });

    const response = await activate({ ...body, email: 'Wanjiku.Muthoni@eik.example' });
    expect(response.statusCode).toBe(200);
    const session = response.json().data;
    expect(session.user).toMatchObject({
      email: 'wanjiku.muthoni@eik.example',
      type: 'Individual',
      category: 'CORPORATE',
      phone_no: '+254711223344',
      id_number: '27894561',
      profile: true,
      is_admin: false,
    });
    expect(session.user.email_verified_at).not.toBeNull();
    expect(session.user.profile_id).toMatch(/^PR-\d{6}$/);
    expect(response.body).not.toMatch(/password_hash|argon2/);
    const cookie = response.cookies.find((entry) => entry.name === SESSION_COOKIE);
    expect(cookie?.value).toBe(session.token);

    const me = await t.api('GET', '/api/auth/user', { token: session.token });
    expect(me.json().data).toMatchObject({ profile: true, profile_id: session.user.profile_id });

    const profile = await t.db
      .selectFrom('profiles')
      .selectAll()
      .where('profile_id', '=', session.user.profile_id)
      .executeTakeFirstOrThrow();
    expect(profile).toMatchObject({
      member_no: 'M/1021',
      first_name: 'WANJIKU',
      second_name: 'NJERI',
      last_name: 'MUTHONI',
      user_id: session.user.id,
    });
    const entry = await t.db
      .selectFrom('member_register')
      .selectAll()
      .where('member_no', '=', 'M/1021')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ user_id: session.user.id, status: 'Active' });
    expect(entry.activated_at).not.toBeNull();
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'activation.completed')
      .where('subject_id', '=', 'M/1021')
      .execute();
    expect(audit).toHaveLength(1);

    // The member signs in with the new password from now on.
    await expect(t.login('wanjiku.muthoni@eik.example', strongPassword)).resolves.toBeTruthy();

    // Once activated: the code is spent, the number answers 409 and a new request sends nothing.
    const replay = await activate({ ...body, email: 'wanjiku.muthoni@eik.example' });
    expect(replay.statusCode).toBe(400);
    const lookup = await t.api('GET', '/api/profile/search/member?MemberNo=M%2F1021');
    expect(lookup.statusCode).toBe(409);
    const before = await outboxCount();
    const again = await t.api('POST', '/api/auth/activation', {
      body: { memberNo: 'M/1021', IdentificationDocumentNo: '27894561', altcha: await solvedAltcha() },
      ip: nextIp(),
    });
    expect([200, 429]).toContain(again.statusCode);
    expect(await outboxCount()).toBe(before);
  });

  it('makes a member of a firm category a Corporate user', async () => {
    const { id, code } = await pendingCode('FIRM/0042', 'p051398765k', 'info@tanariver.eik.example');
    const response = await activate({
      id,
      otp_code: code,
      password: strongPassword,
      confirmPassword: strongPassword,
      email: 'info@tanariver.eik.example',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({ type: 'Corporate', category: 'FIRM', profile: true });
  });

  it('gives the account the register phone in E.164, even one written the local way', async () => {
    await t.db
      .updateTable('member_register')
      .set({ phone: '0701 556677' })
      .where('member_no', '=', 'TG/0903')
      .execute();
    const { id, code } = await pendingCode('TG/0903', '31234098', 'jepchirchir.kemboi@eik.example');
    const response = await activate({
      id,
      otp_code: code,
      password: strongPassword,
      confirmPassword: strongPassword,
      email: 'jepchirchir.kemboi@eik.example',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.user.phone_no).toBe('+254701556677');
  });

  it('answers 409 when the e-mail already has an account, and keeps the code for another try', async () => {
    // The register holds an e-mail that an applicant's account already uses.
    await t.db
      .updateTable('member_register')
      .set({ email: demo.applicant })
      .where('member_no', '=', 'M/1150')
      .execute();
    const response = await requestCode({ memberNo: 'M/1150', IdentificationDocumentNo: '26678901' });
    expect(response.statusCode).toBe(200);
    const id = response.json().data.id as string;
    const code = await latestCodeTo(demo.applicant);
    const body = { id, otp_code: code, password: strongPassword, confirmPassword: strongPassword };
    const taken = await activate({ ...body, email: demo.applicant });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: messages.accountExists });
    // The code went to that e-mail, so only that e-mail may be used: the code is still good for it.
    const stillPending = await t.db
      .selectFrom('one_time_codes')
      .select('consumed_at')
      .where('email', '=', demo.applicant)
      .where('purpose', '=', 'activation')
      .executeTakeFirstOrThrow();
    expect(stillPending.consumed_at).toBeNull();
  });

  it('answers 429 once an address has tried too often', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    const body = {
      id: 'unknown-handle',
      otp_code: '123456',
      password: strongPassword,
      confirmPassword: strongPassword,
      email: 'nobody@example.com',
    };
    for (let i = 0; i < 21; i++) statuses.push((await activate(body, ip)).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
