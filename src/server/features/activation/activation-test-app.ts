import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { expect } from 'vitest';
import type { ActivationRequest } from '../../../contract/access';
import { startTestApp, type TestApp } from '../../test-support/harness';

/** Shared setup for the activation tests: each test file starts its own app in its `beforeAll`. */

export let t: TestApp;
export async function startActivationApp() {
  t = await startTestApp();
}
export async function stopActivationApp() {
  await t?.close();
}

/** Each test talks from its own address, so per-address limits do not leak between tests. */
let lastIp = 0;
export const nextIp = () => `10.1.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

/** What the widget does: fetch a challenge, solve it, post base64 JSON of both. */
export async function solvedAltcha(): Promise<string> {
  const response = await t.api('GET', '/api/auth/altcha-challenge');
  expect(response.statusCode).toBe(200);
  const challenge = response.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export const strongPassword = 'Activate#2026';

export async function requestCode(body: Partial<ActivationRequest>, ip = nextIp()) {
  const altcha = body.altcha ?? (await solvedAltcha());
  return t.api('POST', '/api/auth/activation', { body: { ...body, altcha }, ip });
}

export async function outboxTo(recipient: string) {
  return t.db
    .selectFrom('outbox')
    .select(['channel', 'recipient', 'subject', 'body_text'])
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .execute();
}

export async function latestCodeTo(recipient: string): Promise<string> {
  const [message] = await outboxTo(recipient);
  const code = message?.body_text.match(/activation code is (\d{6})/)?.[1];
  if (!code) throw new Error(`no activation code was sent to ${recipient}`);
  return code;
}

export const outboxCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

export const activate = (body: Record<string, unknown>, ip = nextIp()) =>
  t.api('POST', '/api/auth/activation/activate', { body, ip });
