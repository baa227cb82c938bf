import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activationMessages, activationRouteSchema } from '../../../contract/activation';
import { messages } from '../../../contract/common';
import { decodeRouteValue } from '../../../contract/route-values';
import {
  nextIp,
  outboxCount,
  outboxTo,
  requestCode,
  solvedAltcha,
  startActivationApp,
  stopActivationApp,
  t,
} from './activation-test-app';

beforeAll(startActivationApp);
afterAll(stopActivationApp);

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
    // The ID matched, so the answer names where the code went, masked (decision 0019).
    expect(data.message).toBe(activationMessages.codeSent(['o•••@eik.example', '+254••••••233']));
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

  it('a mistyped ID does not start the resend wait: the right one a moment later gets its code', async () => {
    const typo = await requestCode({ memberNo: 'S/3310', IdentificationDocumentNo: '38123465' });
    expect(typo.statusCode).toBe(200);
    expect(typo.json().data.message).toBe(messages.activationRequested);
    const before = await outboxCount();
    const right = await requestCode({ memberNo: 'S/3310', IdentificationDocumentNo: '38123456' });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().data.message).toMatch(/^We have sent an activation code to /);
    expect(await outboxCount()).toBeGreaterThan(before);
    // A code really went out now: asking again at once waits, and says for how long.
    const again = await requestCode({ memberNo: 'S/3310', IdentificationDocumentNo: '38123456' });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(
      /^A code was sent a moment ago and is still valid\. You can ask for a new one in (\d+ seconds|1 minute)\.$/,
    );
    expect(again.json().data.retryAfterSeconds).toBeLessThanOrEqual(60);
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
    // The limit holds an hour, and the refusal says so instead of "a few minutes".
    const refused = await requestCode({ memberNo: 'Q/404', IdentificationDocumentNo: '12345670' });
    expect(refused.json().message).toBe(activationMessages.tooManyRequests('60 minutes'));
    expect(refused.json().data.retryAfterSeconds).toBeGreaterThan(59 * 60);
  });
});
