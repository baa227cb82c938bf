import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { type RunningServer, startServer } from './server';
import { freePort } from './test-support/free-port';
import { createTestDatabase, demo, type TestDatabase } from './test-support/harness';
import { type MailCatcher, startMailCatcher } from './test-support/mail-catcher';

const waitUntil = async (condition: () => Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
};

describe('OUTBOX_RETRY_BASE_MS', () => {
  let database: TestDatabase | undefined;
  let server: RunningServer | undefined;
  let catcher: MailCatcher | undefined;

  afterEach(async () => {
    await server?.stop();
    await catcher?.stop();
    await database?.drop();
    server = catcher = database = undefined;
  });

  it('defaults to 30 seconds, retried for a day after the first failure', () => {
    expect(loadEnv({}).OUTBOX_RETRY_BASE_MS).toBe(30_000);
    expect(loadEnv({}).OUTBOX_RETRY_FOR_HOURS).toBe(24);
    expect(loadEnv({ OUTBOX_RETRY_FOR_HOURS: '36' }).OUTBOX_RETRY_FOR_HOURS).toBe(36);
    expect(() => loadEnv({ OUTBOX_RETRY_FOR_HOURS: '0' })).toThrow(/OUTBOX_RETRY_FOR_HOURS/);
  });

  it('sets the first retry delay of the running server, so mail held back by an SMTP outage goes out once it ends', async () => {
    database = await createTestDatabase();
    const smtpPort = await freePort();
    server = await startServer(
      loadEnv({
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        DATABASE_URL: database.url,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        LOG_LEVEL: 'silent',
        OUTBOX_POLL_MS: '50',
        OUTBOX_RETRY_BASE_MS: '100',
      }),
    );
    const response = await fetch(`${server.url}/api/auth/password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demo.member }),
    });
    expect(response.status).toBe(200);
    const { db } = database.handle;
    // Only the reset: the demo data may queue other notices to the member (an overdue subscription).
    const isReset = (subject: string | null) => /reset your password/.test(subject ?? '');
    const message = async () => {
      const rows = await db.selectFrom('outbox').selectAll().where('recipient', '=', demo.member).execute();
      const resets = rows.filter((row) => isReset(row.subject));
      expect(resets).toHaveLength(1);
      return resets[0] as (typeof rows)[number];
    };

    // With the default (30 s, then 60 s) the message would stay at one attempt for the whole wait.
    expect(await waitUntil(async () => (await message()).attempts >= 3, 10_000)).toBe(true);
    expect((await message()).status).toBe('pending');

    catcher = await startMailCatcher(smtpPort);
    expect(await waitUntil(async () => (await message()).status === 'sent', 10_000)).toBe(true);
    const delivered = catcher.messages.filter(
      (mail) => mail.to.includes(demo.member) && isReset(mail.subject),
    );
    expect(delivered).toHaveLength(1);
  });
});
