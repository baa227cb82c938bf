import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailerFor } from '../../platform/mail';
import { OutboxWorker } from '../../platform/outbox';
import { outboxOnlySms } from '../../platform/sms';
import { freePort } from '../../test-support/free-port';
import { startTestApp, type TestApp } from '../../test-support/harness';
import { workerLog } from '../../test-support/loggers';
import { startMailCatcher } from '../../test-support/mail-catcher';
import { codeIn } from './test-support';

const quietLog = workerLog();

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('registration while the mail server is down', () => {
  it('succeeds, keeps the mail, and delivers it once the mail server is up', async () => {
    const port = await freePort();
    const mailer = mailerFor(`smtp://127.0.0.1:${port}`, 'Portal <no-reply@eik.example>');
    const worker = new OutboxWorker({
      db: t.db,
      mailer,
      sms: outboxOnlySms,
      log: quietLog,
      retryForMs: 60 * 60_000,
      pollMs: 50,
      retryBaseMs: 10,
    });
    const email = 'offline.applicant@example.org';
    try {
      const response = await t.api('POST', '/api/auth/register', {
        body: {
          email,
          phone: '+254733000111',
          id_number: '30111222',
          password: 'Kilima#2026',
          confirmPassword: 'Kilima#2026',
          category: 'GRADUATE',
          type: 'Individual',
        },
      });
      expect(response.statusCode).toBe(200);

      await worker.runOnce();
      const kept = await t.db
        .selectFrom('outbox')
        .selectAll()
        .where('recipient', '=', email)
        .executeTakeFirstOrThrow();
      expect(kept.status).toBe('pending');
      expect(kept.attempts).toBe(1);
      expect(kept.last_error).toBeTruthy();

      const catcher = await startMailCatcher(port);
      try {
        await t.db
          .updateTable('outbox')
          .set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
          .execute();
        await worker.runOnce();
        const mail = await catcher.waitFor(email, /verify your account/, 5000);
        expect(codeIn(mail.text)).toMatch(/^\d{6}$/);
        const sent = await t.db
          .selectFrom('outbox')
          .selectAll()
          .where('id', '=', kept.id)
          .executeTakeFirstOrThrow();
        expect(sent.status).toBe('sent');
        // The code that arrives late still verifies the account.
        const verify = await t.api('POST', '/api/auth/verify-otp', {
          body: { id: response.json().data.id, otp_code: codeIn(mail.text) },
        });
        expect(verify.statusCode).toBe(200);
      } finally {
        await catcher.stop();
      }
    } finally {
      await worker.stop();
      mailer.close();
    }
  });
});

describe('answers that do not tell who has an account', () => {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

  async function timed(run: () => Promise<unknown>): Promise<number> {
    const started = performance.now();
    await run();
    return performance.now() - started;
  }

  it('registration with a known e-mail takes about as long as with a new one', async () => {
    const known: number[] = [];
    const fresh: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const body = (email: string, phone: string) => ({
        email,
        phone,
        id_number: '30111333',
        password: 'Kilima#2026',
        confirmPassword: 'Kilima#2026',
        category: 'GRADUATE',
        type: 'Individual',
      });
      known.push(
        await timed(() =>
          t.api('POST', '/api/auth/register', {
            body: body('member@eik.example', `+25472200010${round}`),
            ip: `203.0.113.${round}`,
          }),
        ),
      );
      fresh.push(
        await timed(() =>
          t.api('POST', '/api/auth/register', {
            body: body(`timing${round}@example.org`, `+25472200020${round}`),
            ip: `203.0.113.${50 + round}`,
          }),
        ),
      );
    }
    // Both paths hash the password; what remains is a few queries either way.
    const ratio = median(known) / median(fresh);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
