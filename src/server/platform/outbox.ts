import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { OutboxRow } from '../db/schema';
import type { Flag } from '../db/schema/flag';
import type { EmailMessage, Mailer } from './mail';
import { OutageLog } from './outage-log';
import { MORE_WAITING, PollingWorker } from './polling-worker';
import type { SmsMessage, SmsSender } from './sms';
import { isoIn, nowIso } from './time';

/**
 * A message to queue: an e-mail or an SMS, as the outbox keeps it. `secret` marks one that carries a
 * one-time code or a one-use link: staff may not read its body or resend it (decision 0042).
 */
export type QueuedMessage = Pick<
  OutboxRow,
  'channel' | 'recipient' | 'subject' | 'body_text' | 'body_html'
> & {
  secret?: Flag;
};

export const emailMessage = (message: EmailMessage): QueuedMessage => ({
  channel: 'email',
  recipient: message.to,
  subject: message.subject,
  body_text: message.text,
  body_html: message.html ?? null,
});

export const smsMessage = (message: SmsMessage): QueuedMessage => ({
  channel: 'sms',
  recipient: message.to,
  subject: null,
  body_text: message.text,
  body_html: null,
});

/** Queue an e-mail. Call inside the use case's transaction so the message exists only if the change does. */
export const enqueueEmail = (db: Db, message: EmailMessage) => enqueueAll(db, [emailMessage(message)]);

export const enqueueSms = (db: Db, message: SmsMessage) => enqueueAll(db, [smsMessage(message)]);

/** Rows per insert: well inside both databases' limits on parameters in one statement. */
const ROWS_PER_INSERT = 500;

/**
 * Queues many messages in a few statements rather than one each (a billing run queues a notice per
 * member). Call inside the use case's transaction, like the one-message forms.
 */
export async function enqueueAll(db: Db, messages: readonly QueuedMessage[]): Promise<void> {
  const now = nowIso();
  for (let start = 0; start < messages.length; start += ROWS_PER_INSERT) {
    const rows = messages.slice(start, start + ROWS_PER_INSERT).map(({ secret = 0, ...message }) => ({
      ...message,
      secret,
      status: 'pending' as const,
      attempts: 0,
      next_attempt_at: now,
      locked_until: null,
      last_error: null,
      created_at: now,
      sent_at: null,
      failing_since: null,
    }));
    await db.insertInto('outbox').values(rows).execute();
  }
}

/** What a list of messages shows of each: staff's message log and a member's messages on their record. */
export const outboxSummaryColumns = [
  'id',
  'channel',
  'recipient',
  'subject',
  'status',
  'attempts',
  'last_error',
  'created_at',
  'sent_at',
  'secret',
] as const;

export interface OutboxWorkerOptions {
  db: Db;
  mailer: Mailer;
  sms: SmsSender;
  log: FastifyBaseLogger;
  /**
   * How long a message is retried after its first failed delivery before it is marked failed:
   * long enough that an overnight SMTP outage loses nothing (OUTBOX_RETRY_FOR_HOURS).
   */
  retryForMs: number;
  pollMs: number;
  /** First retry delay; doubles per attempt up to maxBackoffMs. */
  retryBaseMs?: number;
  /** The longest wait between two tries, so mail goes out soon after an outage ends. */
  maxBackoffMs?: number;
  batchSize?: number;
}

const LEASE_MS = 60_000;
const DEFAULT_BATCH = 20;
export const MAX_BACKOFF_MS = 15 * 60_000;

/**
 * Delivers due outbox messages. A message is leased before it is sent, so several app instances can
 * run workers side by side without sending a message twice; a crashed worker's lease simply expires.
 */
export class OutboxWorker {
  private readonly polling: PollingWorker;
  /** Per channel: a relay outage is logged once with a count, not once per message and try. */
  private readonly outages: Record<OutboxRow['channel'], OutageLog>;

  constructor(private readonly options: OutboxWorkerOptions) {
    const { batchSize = DEFAULT_BATCH, pollMs, log } = options;
    this.outages = {
      email: new OutageLog('outbox e-mail delivery', log),
      sms: new OutageLog('outbox SMS delivery', log),
    };
    // A full batch means more may be waiting (a billing run queues one notice per member): drain
    // them at once rather than a batch per poll, which would take hours over a large register.
    const pass = async () => ((await this.runOnce()) >= batchSize ? MORE_WAITING : undefined);
    this.polling = new PollingWorker('outbox', pass, pollMs, log);
  }

  start(): void {
    this.polling.start();
  }

  stop(): Promise<void> {
    return this.polling.stop();
  }

  /** One pass over the due messages; returns how many were handled. */
  async runOnce(): Promise<number> {
    const { db, batchSize = DEFAULT_BATCH } = this.options;
    const now = nowIso();
    const due = await db
      .selectFrom('outbox')
      .selectAll()
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .orderBy('id')
      .limit(batchSize)
      .execute();
    let handled = 0;
    for (const message of due) {
      if (await this.lease(message.id, now)) {
        await this.deliver(message);
        handled += 1;
      }
    }
    return handled;
  }

  private async lease(id: number, now: string): Promise<boolean> {
    const result = await this.options.db
      .updateTable('outbox')
      .set({ locked_until: isoIn(LEASE_MS) })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  private async deliver(message: OutboxRow): Promise<void> {
    const { db, mailer, sms, log } = this.options;
    const attempts = message.attempts + 1;
    try {
      const result =
        message.channel === 'email'
          ? await mailer.send({
              to: message.recipient,
              subject: message.subject ?? '',
              text: message.body_text,
              html: message.body_html,
            })
          : await sms.send({ to: message.recipient, text: message.body_text });
      await db
        .updateTable('outbox')
        .set({
          status: result,
          attempts,
          sent_at: nowIso(),
          locked_until: null,
          last_error: null,
          failing_since: null,
        })
        .where('id', '=', message.id)
        .execute();
      this.outages[message.channel].succeeded();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const failingSince = message.failing_since ?? nowIso();
      const failed = this.windowEnded(failingSince);
      // The recipient is logged by id only: addresses are personal data. A message given up on is an
      // error an operator must see, each time; a retry counts towards the channel's outage.
      this.outages[message.channel].failed(error);
      if (failed) {
        log.error(
          { outboxId: message.id, attempts, failingSince },
          `outbox message ${message.id} failed for good after ${attempts} attempts; staff can resend it from the message log: ${reason}`,
        );
      }
      await db
        .updateTable('outbox')
        .set({
          status: failed ? 'failed' : 'pending',
          attempts,
          last_error: reason.slice(0, 500),
          next_attempt_at: isoIn(this.backoff(attempts)),
          locked_until: null,
          failing_since: failingSince,
        })
        .where('id', '=', message.id)
        .execute();
    }
  }

  private windowEnded(failingSince: string): boolean {
    return Date.now() - Date.parse(failingSince) >= this.options.retryForMs;
  }

  private backoff(attempts: number): number {
    const { retryBaseMs = 30_000, maxBackoffMs = MAX_BACKOFF_MS } = this.options;
    // Capped before exponentiation, so a hundred attempts over a day cannot overflow to Infinity.
    return Math.min(retryBaseMs * 2 ** Math.min(attempts - 1, 30), maxBackoffMs);
  }
}
