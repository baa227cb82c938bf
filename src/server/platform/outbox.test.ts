import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { freePort } from '../test-support/free-port';
import { createTestDatabase, type TestDatabase } from '../test-support/harness';
import { workerLog } from '../test-support/loggers';
import { type Mailer, mailerFor, outboxOnlyMailer } from './mail';
import { enqueueEmail, OutboxWorker } from './outbox';
import { outboxOnlySms } from './sms';

const FROM = 'Engineers Institute of Kenya <no-reply@eik.example>';
const RECIPIENT = 'applicant@eik.example';

interface Caught {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives. */
async function startCatcher(port: number): Promise<{ messages: Caught[]; stop(): Promise<void> }> {
  const messages: Caught[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The portal pools its SMTP connection: stopping must not wait for it to hang up.
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = session.envelope;
        messages.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : undefined,
          to: envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { messages, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const warnings: string[] = [];
const log = workerLog(warnings);

let database: TestDatabase;
let db: Db;
let port: number;
let mailer: Mailer;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
  await migrateToLatest(db);
});
afterAll(async () => {
  await database?.drop();
});
beforeEach(async () => {
  await db.deleteFrom('outbox').execute();
  warnings.length = 0;
  port = await freePort();
  mailer = mailerFor(`smtp://127.0.0.1:${port}`, FROM);
});
afterEach(() => {
  mailer.close();
});

const workerWith = (overrides: Partial<ConstructorParameters<typeof OutboxWorker>[0]> = {}) =>
  new OutboxWorker({
    db,
    mailer,
    sms: outboxOnlySms,
    log,
    maxAttempts: 3,
    pollMs: 50,
    retryBaseMs: 20,
    ...overrides,
  });

const queueWelcome = (subject = 'Welcome to the portal') =>
  enqueueEmail(db, { to: RECIPIENT, subject, text: 'Your account is ready.' });

const onlyRow = async () => db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();

/** Makes every pending message due now instead of waiting out the back-off. */
const makeDue = () =>
  db
    .updateTable('outbox')
    .set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
    .execute();

describe('OutboxWorker with a real SMTP server', () => {
  it('delivers a queued e-mail exactly once and marks it sent', async () => {
    const catcher = await startCatcher(port);
    try {
      await queueWelcome('Welcome to the portal');
      const worker = workerWith();
      expect(await worker.runOnce()).toBe(1);
      expect(catcher.messages).toHaveLength(1);
      const [message] = catcher.messages;
      expect(message?.to).toEqual([RECIPIENT]);
      expect(message?.from).toBe('no-reply@eik.example');
      expect(message?.raw).toMatch(/^Subject: Welcome to the portal\r?$/m);
      expect(message?.raw).toContain('Your account is ready.');
      const row = await onlyRow();
      expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null, locked_until: null });
      expect(row.sent_at).not.toBeNull();

      expect(await worker.runOnce()).toBe(0);
      expect(catcher.messages).toHaveLength(1);
    } finally {
      await catcher.stop();
    }
  });

  it('keeps the message pending while the server is down and delivers it once it is back', async () => {
    await queueWelcome('Queued while down');
    const worker = workerWith();
    expect(await worker.runOnce()).toBe(1);
    const failed = await onlyRow();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, sent_at: null, locked_until: null });
    expect(failed.last_error).toBeTruthy();
    expect(failed.next_attempt_at > failed.created_at).toBe(true);
    // The warning names the message by id, never the recipient's address.
    expect(warnings.join('\n')).not.toContain(RECIPIENT);

    const catcher = await startCatcher(port);
    try {
      await makeDue();
      expect(await worker.runOnce()).toBe(1);
      expect(catcher.messages).toHaveLength(1);
      expect(catcher.messages[0]?.to).toEqual([RECIPIENT]);
      expect(catcher.messages[0]?.raw).toMatch(/^Subject: Queued while down\r?$/m);
      expect(await onlyRow()).toMatchObject({ status: 'sent', attempts: 2, last_error: null });

      await makeDue();
      expect(await worker.runOnce()).toBe(0);
      expect(catcher.messages).toHaveLength(1);
    } finally {
      await catcher.stop();
    }
  });

  it('waits out the back-off before retrying', async () => {
    await queueWelcome();
    const worker = workerWith({ retryBaseMs: 60_000 });
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    expect((await onlyRow()).attempts).toBe(1);
  });

  it('gives up after OUTBOX_MAX_ATTEMPTS failures and marks the message failed', async () => {
    await queueWelcome();
    const worker = workerWith({ maxAttempts: 3 });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await makeDue();
      expect(await worker.runOnce()).toBe(1);
      expect((await onlyRow()).attempts).toBe(attempt);
    }
    const row = await onlyRow();
    expect(row.status).toBe('failed');
    expect(row.last_error).toBeTruthy();

    const catcher = await startCatcher(port);
    try {
      await makeDue();
      expect(await worker.runOnce()).toBe(0);
      expect(catcher.messages).toHaveLength(0);
    } finally {
      await catcher.stop();
    }
  });

  it('does not send a message twice when two workers run side by side', async () => {
    const catcher = await startCatcher(port);
    try {
      for (let index = 0; index < 5; index += 1) await queueWelcome(`Notice ${index}`);
      const [first, second] = await Promise.all([workerWith().runOnce(), workerWith().runOnce()]);
      expect((first ?? 0) + (second ?? 0)).toBe(5);
      expect(catcher.messages).toHaveLength(5);
      const subjects = catcher.messages.map((message) => /^Subject: (.*?)\r?$/m.exec(message.raw)?.[1]);
      expect(new Set(subjects).size).toBe(5);
    } finally {
      await catcher.stop();
    }
  });
});

describe('OutboxWorker draining a backlog', () => {
  it('sends batch after batch without waiting a poll while messages remain', async () => {
    const catcher = await startCatcher(port);
    const worker = workerWith({ batchSize: 10, pollMs: 60_000 });
    try {
      for (let index = 0; index < 25; index += 1) await queueWelcome(`Invoice ${index}`);
      worker.start();
      // A poll is a minute: only draining delivers the three batches before the wait runs out.
      await expect.poll(() => catcher.messages.length, { timeout: 10_000 }).toBe(25);
    } finally {
      await worker.stop();
      await catcher.stop();
    }
  });
});

describe('OutboxWorker without SMTP_URL', () => {
  it('keeps the message in the outbox as logged', async () => {
    expect(mailerFor('', FROM)).toBe(outboxOnlyMailer);
    await queueWelcome();
    const worker = workerWith({ mailer: outboxOnlyMailer });
    expect(await worker.runOnce()).toBe(1);
    expect(await onlyRow()).toMatchObject({ status: 'logged', attempts: 1, last_error: null });
    expect(await worker.runOnce()).toBe(0);
  });
});
