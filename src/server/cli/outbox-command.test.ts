import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../contract/outbox';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { migrateDatabase } from '../db/prepare';
import { loadEnv } from '../env';
import { enqueueEmail } from '../platform/outbox';
import { runCli } from './run-cli';

const folder = mkdtempSync(join(tmpdir(), 'cli-outbox-'));
const url = `file:${join(folder, 'portal.sqlite')}`;
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = openDatabase(url);
  // As a running portal left it: migrated, with its derived data built.
  await migrateDatabase(handle.db);
});
afterAll(async () => {
  await handle?.close();
  rmSync(folder, { recursive: true, force: true });
});
beforeEach(async () => {
  await handle.db.deleteFrom('outbox').execute();
  await handle.db.deleteFrom('audit_log').execute();
});

async function run(...argv: string[]): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const code = await runCli(
    ['outbox:resend', ...argv],
    () => loadEnv({ DATABASE_URL: url }),
    (line) => lines.push(line),
  );
  return { code, lines };
}

/** A failed e-mail queued at `createdAt`; answers its id. */
async function failed(createdAt: string, secret: 0 | 1 = 0): Promise<number> {
  await enqueueEmail(handle.db, { to: 'member@eik.example', subject: 'Invoice', text: 'Body' });
  const { id } = await handle.db
    .selectFrom('outbox')
    .select('id')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  await handle.db
    .updateTable('outbox')
    .set({ status: 'failed', attempts: 100, created_at: createdAt, secret })
    .where('id', '=', id)
    .execute();
  return id;
}

const statuses = async () =>
  (await handle.db.selectFrom('outbox').select('status').orderBy('id').execute()).map((row) => row.status);

describe('outbox:resend', () => {
  it('queues every failed message again but the secret ones, printing the counts, audited', async () => {
    await failed('2026-11-01T10:00:00.000Z');
    await failed('2026-11-02T10:00:00.000Z');
    await failed('2026-11-02T11:00:00.000Z', 1);
    const result = await run();
    expect(result.code).toBe(0);
    expect(result.lines[0]).toBe('Queued again: 2 failed messages.');
    expect(result.lines[1]).toMatch(/^Left out: 1 carrying a one-time code/);
    expect(await statuses()).toEqual(['pending', 'pending', 'failed']);
    const audit = await handle.db.selectFrom('audit_log').selectAll().executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'outbox.resent-failed', actor_id: null });
    expect(JSON.parse(audit.details ?? '{}')).toMatchObject({ via: 'operator command', resent: 2 });

    const again = await run();
    expect(again.lines[0]).toBe('Queued again: 0 failed messages.');
  });

  it('takes only the messages queued since --since', async () => {
    await failed('2026-11-01T10:00:00.000Z');
    await failed('2026-11-03T10:00:00.000Z');
    const result = await run('--since', '2026-11-02');
    expect(result.code).toBe(0);
    expect(result.lines[0]).toBe('Queued again: 1 failed message.');
    expect(await statuses()).toEqual(['failed', 'pending']);
  });

  it('resends one message by --id, and says why it will not', async () => {
    const id = await failed('2026-11-01T10:00:00.000Z');
    const secret = await failed('2026-11-01T10:00:00.000Z', 1);
    expect(await run('--id', String(id))).toEqual({
      code: 0,
      lines: [`Message ${id}: ${outboxMessages.resent}`],
    });
    expect(await run('--id', String(id))).toEqual({
      code: 0,
      lines: [`Message ${id}: ${outboxMessages.alreadyQueued}`],
    });
    expect(await run('--id', String(secret))).toEqual({
      code: 1,
      lines: [`Not resent: ${outboxMessages.secretNotResendable}`],
    });
    expect(await run('--id', '424242')).toEqual({
      code: 1,
      lines: ['Not resent: there is no message 424242.'],
    });
  });

  it('refuses arguments it does not understand with exit code 2, changing nothing', async () => {
    await failed('2026-11-01T10:00:00.000Z');
    for (const argv of [
      ['--since', 'yesterday'],
      ['--id', 'x'],
      ['--all'],
      ['--id', '1', '--since', '2026-01-01'],
    ]) {
      const result = await run(...argv);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.lines.at(1)).toMatch(/^Usage: node dist\/server\/cli.js outbox:resend/);
    }
    expect(await statuses()).toEqual(['failed']);
  });
});
