import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/harness';

/**
 * Which address the per-address limits count, behind a proxy at 10.0.0.5 that appends the address it
 * saw to X-Forwarded-For. A client writes whatever it likes in front of that, and must not be believed.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function countedAddress(trustProxy: string, forwardedFor: string): Promise<string> {
  t ??= await startTestApp({ env: { TRUST_PROXY: trustProxy } });
  await t.db.deleteFrom('rate_limits').execute();
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: '10.0.0.5',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    payload: JSON.stringify({ email: 'nobody@eik.example', password: 'Wrong#Pass1' }),
  });
  const row = await t.db
    .selectFrom('rate_limits')
    .select('key')
    .where('key', 'like', 'login-ip:%')
    .executeTakeFirstOrThrow();
  return row.key.slice('login-ip:'.length);
}

describe('TRUST_PROXY', () => {
  it.each([
    ['a hop count', '1'],
    ["the proxy's address", '10.0.0.5'],
    ["the proxy's network", '10.0.0.0/24'],
  ])('with %s, counts the address the proxy saw, whatever the client wrote before it', async (_, setting) => {
    expect(await countedAddress(setting, '198.51.100.7')).toBe('198.51.100.7');
    expect(await countedAddress(setting, '203.0.113.9, 198.51.100.7')).toBe('198.51.100.7');
    expect(await countedAddress(setting, '1.2.3.4, 5.6.7.8, 198.51.100.7')).toBe('198.51.100.7');
  });

  it('off, counts the connecting address and ignores the header', async () => {
    expect(await countedAddress('false', '203.0.113.9, 198.51.100.7')).toBe('10.0.0.5');
  });
});
