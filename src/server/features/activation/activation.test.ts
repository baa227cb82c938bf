import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivationRequest } from '../../../contract/access';
import { activationMessages, activationRouteSchema } from '../../../contract/activation';
import { messages } from '../../../contract/common';
import { decodeRouteValue } from '../../../contract/route-values';
import { issueCode } from '../../platform/one-time-codes';
import { SESSION_COOKIE } from '../../platform/request-context';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { createBotChallenge, verifyBotCheck } from './altcha';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Each test talks from its own address, so per-address limits do not leak between tests. */
let lastIp = 0;
const nextIp = () => `10.1.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

/** What the widget does: fetch a challenge, solve it, post base64 JSON of both. */
async function solvedAltcha(): Promise<string> {
  const response = await t.api('GET', '/api/auth/altcha-challenge');
  expect(response.statusCode).toBe(200);
  const challenge = response.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const strongPassword = 'Activate#2026';

async function requestCode(body: Partial<ActivationRequest>, ip = nextIp()) {
  const altcha = body.altcha ?? (await solvedAltcha());
  return t.api('POST', '/api/auth/activation', { body: { ...body, altcha }, ip });
}

async function outboxTo(recipient: string) {
  return t.db
    .selectFrom('outbox')
    .select(['channel', 'recipient', 'subject', 'body_text'])
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .execute();
}

async function latestCodeTo(recipient: string): Promise<string> {
  const [message] = await outboxTo(recipient);
  const code = message?.body_text.match(/activation code is (\d{6})/)?.[1];
  if (!code) throw new Error(`no activation code was sent to ${recipient}`);
  return code;
}

const outboxCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const activate = (body: Record<string, unknown>, ip = nextIp()) =>
  t.api('POST', '/api/auth/activation/activate', { body, ip });

describe('GET /api/profile/search/member', () => {
  it('answers the names of a member who has no account yet, whatever the case and spaces', async () => {
    const response = await t.api('GET', '/api/profile/search/member?MemberNo=g%2F2307', { ip: nextIp() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { FirstName: 'BRIAN', LastName: 'RUTO' } });
    const spaced = await t.api(
      'GET',
      `/api/profile/search/member?MemberNo=${encodeURIComponent(' G/ 2307 ')}`,
    );
    expect(spaced.json().data.FirstName).toBe('BRIAN');
  });

  it('answers 404 for an unknown number and for a deceased member', async () => {
    for (const memberNo of ['X/9999', 'F/0019']) {
      const response = await t.api(
        'GET',
        `/api/profile/search/member?MemberNo=${encodeURIComponent(memberNo)}`,
      );
      expect(response.statusCode, memberNo).toBe(404);
      expect(response.json()).toEqual({ message: messages.memberNotFound });
    }
  });

  it('answers 409 for a member who already has an account', async () => {
    const member = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demo.member)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('member_register')
      .set({ user_id: member.id })
      .where('member_no', '=', 'M/1088')
      .execute();
    const response = await t.api('GET', '/api/profile/search/member?MemberNo=M%2F1088');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: messages.memberAlreadyActive });
  });

  it('needs the number', async () => {
    const response = await t.api('GET', '/api/profile/search/member?MemberNo=');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.fieldRequired);
  });

  it('answers 429 once an address has looked up too often', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await t.api('GET', '/api/profile/search/member?MemberNo=X%2F1', { ip })).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('GET /api/auth/altcha-challenge', () => {
  it('answers a signed challenge that is never cached, with a key every instance shares', async () => {
    const response = await t.api('GET', '/api/auth/altcha-challenge');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json();
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', keyLength: 32 });
    expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const secrets = await t.db.selectFrom('app_secrets').selectAll().execute();
    expect(secrets.map((row) => row.name)).toEqual(['altcha-hmac-key']);
  });
});

describe('the bot check key', () => {
  it('comes from ALTCHA_HMAC_KEY when set, so instances configured alike accept each other', async () => {
    const configured = { ...t.context, env: { ...t.env, ALTCHA_HMAC_KEY: 'k'.repeat(40) } };
    const challenge = await createBotChallenge(configured);
    const solution = await solveChallenge({ challenge, deriveKey });
    const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    // An instance using the stored key refuses it; one with the same configured key accepts it.
    await expect(verifyBotCheck(t.context, payload)).rejects.toMatchObject({ status: 400 });
    await expect(verifyBotCheck({ ...configured }, payload)).resolves.toBeUndefined();
  });
});

describe('POST /api/auth/activation', () => {
  const brian = {
    memberNo: 'G/2307',
    memberNameFirst: 'BRIAN',
    memberNameLast: 'RUTO',
    IdentificationDocumentNo: '33456712',
    eMailAddress: 'typed.brian@example.com',
    phoneNo: '0799000111',
  };

  it('refuses a request without a solved bot check', async () => {
    const missing = await t.api('POST', '/api/auth/activation', {
      body: { ...brian, altcha: undefined },
      ip: nextIp(),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(messages.botCheckFailed);

    const garbage = await requestCode({ ...brian, altcha: 'bm90IGFsdGNoYQ==' });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toMatchObject({
      message: messages.botCheckFailed,
      errors: { altcha: messages.botCheckFailed },
    });
  });

  it('refuses a wrong solution and a challenge signed by someone else', async () => {
    const response = await t.api('GET', '/api/auth/altcha-challenge');
    const challenge = response.json();
    const wrong = { counter: 1, derivedKey: '00'.repeat(32) };
    const wrongAnswer = await requestCode({
      ...brian,
      altcha: Buffer.from(JSON.stringify({ challenge, solution: wrong })).toString('base64'),
    });
    expect(wrongAnswer.statusCode).toBe(400);
    expect(wrongAnswer.json().message).toBe(messages.botCheckFailed);

    const solution = await solveChallenge({ challenge, deriveKey });
    const forged = { ...challenge, parameters: { ...challenge.parameters, cost: 1 } };
    const tampered = await requestCode({
      ...brian,
      altcha: Buffer.from(JSON.stringify({ challenge: forged, solution })).toString('base64'),
    });
    expect(tampered.statusCode).toBe(400);
  });

  it('accepts a solution once: a replay is refused', async () => {
    const altcha = await solvedAltcha();
    const first = await requestCode({ ...brian, IdentificationDocumentNo: 'WRONG123', altcha });
    expect(first.statusCode).toBe(200);
    const replay = await requestCode({ ...brian, IdentificationDocumentNo: 'WRONG123', altcha });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(messages.botCheckFailed);
  });

  it('sends a code only to the e-mail and phone on record when the ID matches', async () => {
    const before = await outboxCount();
    const response = await requestCode({
      memberNo: 'pe/0457',
      IdentificationDocumentNo: ' 2134 5678 ',
      eMailAddress: 'someone.else@example.com',
      phoneNo: '0799000222',
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.message).toBe(messages.activationRequested);
    expect(data.id).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect(await outboxCount()).toBe(before + 2);
    const [email] = await outboxTo('omondi.okoth@eik.example');
    expect(email).toMatchObject({ channel: 'email' });
    expect(email?.subject).toMatch(/activate your member account/);
    const [sms] = await outboxTo('+254733112233');
    expect(sms?.body_text).toMatch(/activation code is \d{6}/);
    expect(await outboxTo('someone.else@example.com')).toEqual([]);
    expect(await outboxTo('+254799000222')).toEqual([]);

    // The e-mail's link opens step two with the handle, the e-mail and the member number.
    const link = email?.body_text.match(/\/activate\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
    expect(decodeRouteValue(link, activationRouteSchema)).toEqual({
      id: data.id,
      email: 'omondi.okoth@eik.example',
      memberNo: 'PE/0457',
    });
  });

  it('uses the typed e-mail and phone when the register has none', async () => {
    const response = await requestCode({
      memberNo: 'M/1102',
      IdentificationDocumentNo: '25567890',
      eMailAddress: 'Githinji.Ndungu@Example.com',
      phoneNo: '0712 000 333',
    });
    expect(response.statusCode).toBe(200);
    expect(await outboxTo('githinji.ndungu@example.com')).toHaveLength(1);
    expect(await outboxTo('+254712000333')).toHaveLength(1);
  });

  it('answers the same, sends nothing and stores no code when the ID does not match', async () => {
    const before = await outboxCount();
    const codesBefore = await t.db.selectFrom('one_time_codes').select('id').execute();
    const mismatch = await requestCode({
      ...brian,
      memberNo: 'A/0654',
      IdentificationDocumentNo: '11111111',
    });
    const unknown = await requestCode({ ...brian, memberNo: 'Z/0001', IdentificationDocumentNo: '11111111' });
    for (const response of [mismatch, unknown]) {
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json().data).sort()).toEqual(['id', 'message']);
      expect(response.json().data.message).toBe(messages.activationRequested);
      expect(response.json().data.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    expect(await outboxCount()).toBe(before);
    expect(await t.db.selectFrom('one_time_codes').select('id').execute()).toHaveLength(codesBefore.length);
    expect(mismatch.headers['content-length']).toBe(unknown.headers['content-length']);
  });

  it('limits sends per member alike whether or not the ID matched', async () => {
    const matched = await requestCode({ memberNo: 'S/3310', IdentificationDocumentNo: '38123456' });
    expect(matched.statusCode).toBe(200);
    const again = await requestCode({ memberNo: 'S/3310', IdentificationDocumentNo: '38123456' });
    expect(again.statusCode).toBe(429);

    const wrong = await requestCode({ memberNo: 'S/3342', IdentificationDocumentNo: '00000000' });
    expect(wrong.statusCode).toBe(200);
    const wrongAgain = await requestCode({ memberNo: 'S/3342', IdentificationDocumentNo: '00000000' });
    expect(wrongAgain.statusCode).toBe(429);
    expect(wrongAgain.json()).toEqual(again.json());
  });

  it('answers 429 once an address has asked too often', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await requestCode({ ...brian, altcha: 'x' }, ip)).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('answers 429 once a member number has been asked for too often', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await requestCode({ memberNo: 'Q/404', IdentificationDocumentNo: `1234567${i}` })).statusCode,
      );
    }
    expect(statuses.slice(0, 5).every((status) => status === 200)).toBe(true);
    expect(statuses[5]).toBe(429);
  });
});

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

  it('answers 409 when the e-mail already has an account, and keeps the code for another try', async () => {
    const response = await requestCode({
      memberNo: 'G/2455',
      IdentificationDocumentNo: '36789045',
      eMailAddress: demo.applicant,
    });
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
