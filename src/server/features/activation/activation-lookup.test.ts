import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../contract/common';
import { demo } from '../../test-support/harness';
import { nextIp, startActivationApp, stopActivationApp, t } from './activation-test-app';
import { createBotChallenge, verifyBotCheck } from './altcha';

beforeAll(startActivationApp);
afterAll(stopActivationApp);

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
