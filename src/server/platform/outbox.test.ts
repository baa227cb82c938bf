import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { freePort } from '../test-support/free-port';
import { createTestDatabase, type TestDatabase } from '../test-support/harness';
import { workerLog } from '../test-support/loggers';
import { type Mailer, mailerFor, outboxOnlyMailer } from './mail';
import { enqueueEmail, MAX_BACKOFF_MS, OutboxWorker } from './outbox';
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
    retryForMs: 24 * 60 * 60_000,
    pollMs: 50,
    retryBaseMs: 20,
    ...overrides,
  });

const queueWelcome = (subject = 'Welcome to the portal') =>
  enqueueEmail(db, { to: RECIPIENT, subject, text: 'Your account is ready.' });

const onlyRow = async () => db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();

const HOUR = 60 * 60_000;

/** Moves the first failure of every message back, as if the outage had lasted `milliseconds`. */
const failingFor = (milliseconds: number) =>
  db
    .updateTable('outbox')
    .set({ failing_since: new Date(Date.now() - milliseconds).toISOString() })
    .execute();

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

  it('keeps retrying through a long outage and delivers once the server is back', async () => {
    await queueWelcome('Queued overnight');
    const worker = workerWith();
    for (let attempt = 1; attempt <= 40; attempt += 1) {
      await makeDue();
      expect(await worker.runOnce()).toBe(1);
    }
    // Twenty-three hours into the outage, the window of a day is not over yet.
    await failingFor(23 * HOUR);
    await makeDue();
    expect(await worker.runOnce()).toBe(1);
    const waiting = await onlyRow();
    expect(waiting).toMatchObject({ status: 'pending', attempts: 41, sent_at: null });

    const catcher = await startCatcher(port);
    try {
      await makeDue();
      expect(await worker.runOnce()).toBe(1);
      expect(catcher.messages).toHaveLength(1);
      expect(await onlyRow()).toMatchObject({ status: 'sent', attempts: 42, failing_since: null });
      // The outage is told once and its end once, not once per try (issue 29).
      expect(warnings).toHaveLength(2);
      expect(warnings[0]).toContain('outbox e-mail delivery failed');
      expect(warnings[1]).toContain('outbox e-mail delivery recovered after 41 failures');
    } finally {
      await catcher.stop();
    }
  });

  it('never waits longer than 15 minutes between tries, however many failed', async () => {
    await queueWelcome();
    const worker = workerWith({ retryBaseMs: 30_000 });
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      await makeDue();
      const before = Date.now();
      await worker.runOnce();
      const wait = Date.parse((await onlyRow()).next_attempt_at) - before;
      expect(wait).toBeLessThanOrEqual(MAX_BACKOFF_MS + 1000);
      if (attempt >= 6) expect(wait).toBeGreaterThan(MAX_BACKOFF_MS - 1000);
    }
  });

  it('gives up only once the retry window since the first failure is over', async () => {
    await queueWelcome();
    const worker = workerWith();
    await makeDue();
    await worker.runOnce();
    const first = await onlyRow();
    expect(first.status).toBe('pending');
    expect(first.failing_since).not.toBeNull();

    await failingFor(25 * HOUR);
    await makeDue();
    expect(await worker.runOnce()).toBe(1);
    const row = await onlyRow();
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
    expect(row.last_error).toBeTruthy();
    // Given up once, said once: the retry before it was only a warning.
    expect(warnings.filter((line) => line.includes('failed for good'))).toHaveLength(1);
    expect(warnings.join('\n')).not.toContain(RECIPIENT);

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
