import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli/run-cli';
import { type Db, openDatabase } from '../../db/database';
import { loadEnv } from '../../env';
import {
  createTestDatabase,
  startTestApp,
  type TestApp,
  type TestDatabase,
} from '../../test-support/harness';
import { S3FileStore } from '../s3-store';
import { LocalFileStore } from '../storage';
import { readAll, S3_KEYS, startFakeS3 } from '../test-support';
import { tableCount } from './database-snapshot';
import { restoreBackup } from './restore-backup';

const folder = mkdtempSync(join(tmpdir(), 'portal-backup-test-'));
let source: TestApp;
const uploaded = new Map<string, Buffer>();
let fakeS3: Awaited<ReturnType<typeof startFakeS3>>;

async function* bytes(data: Buffer): AsyncGenerator<Uint8Array> {
  yield data;
}

beforeAll(async () => {
  source = await startTestApp();
  fakeS3 = await startFakeS3();
  const owner = await source.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
  for (const [index, size] of [10, 70_000, 1].entries()) {
    const content = Buffer.alloc(size, index + 1);
    const stored = await source.context.files.put(bytes(content), { maxBytes: size });
    await source.db
      .insertInto('documents')
      .values({
        id: `00000000-0000-4000-8000-00000000000${index}`,
        owner_user_id: owner.id,
        kind: 'pdf',
        storage_key: stored.key,
        size: stored.size,
        sha256: stored.sha256,
        original_name: `file-${index}.pdf`,
        created_at: new Date().toISOString(),
      })
      .execute();
    uploaded.set(stored.key, content);
  }
});

afterAll(async () => {
  await source.close();
  await new Promise((resolve) => fakeS3.server.close(resolve));
  rmSync(folder, { recursive: true, force: true });
});

async function cli(argv: string[], env: Record<string, string>): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const code = await runCli(
    argv,
    () => loadEnv({ SEED_DEMO: 'false', ...env }),
    (line) => lines.push(line),
  );
  return { code, lines };
}

/** What a restore must bring back: members, invoices and the files' records. */
async function contents(db: Db) {
  return {
    members: await db
      .selectFrom('member_register')
      .select(['member_no', 'email', 'status'])
      .orderBy('id')
      .execute(),
    invoices: await db
      .selectFrom('invoices')
      .select(['invoice_no', 'user_id', 'member_id'])
      .orderBy('id')
      .execute(),
    documents: await db
      .selectFrom('documents')
      .select(['storage_key', 'sha256'])
      .orderBy('storage_key')
      .execute(),
  };
}

const sourceEnv = () => ({ DATABASE_URL: source.env.DATABASE_URL, FILES_DIR: source.env.FILES_DIR });

describe('backup and restore', () => {
  let archive: string;
  let target: TestDatabase;

  beforeAll(async () => {
    // Written just before the backup: on SQLite still in the WAL, which a file copy would lose.
    await source.db
      .updateTable('member_register')
      .set({ email: 'latest@eik.example' })
      .where('id', '=', 1)
      .execute();
    archive = join(folder, 'portal.tar.gz');
    const backup = await cli(['backup', '--out', archive], sourceEnv());
    expect(backup).toEqual({
      code: 0,
      lines: [
        expect.stringMatching(
          /^Backup written: .*portal\.tar\.gz \((SQLite|PostgreSQL) database at 00\d\d-[a-z-]+, 3 files, 0\.1 MB\)\.$/,
        ),
      ],
    });
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    target = await createTestDatabase();
  });
  afterAll(() => target.drop());

  it('never overwrites an archive', async () => {
    await expect(cli(['backup', '--out', archive], sourceEnv())).rejects.toThrow(/already exists/);
  });

  it('refuses a truncated archive and changes nothing', async () => {
    const truncated = join(folder, 'truncated.tar.gz');
    const whole = readFileSync(archive);
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    const filesDir = mkdtempSync(join(folder, 'files-'));
    await expect(
      cli(['restore', truncated], { DATABASE_URL: target.url, FILES_DIR: filesDir }),
    ).rejects.toThrow(/truncated\.tar\.gz is not a usable backup \(tar failed.*\); nothing was restored$/);
    expect(await tableCount(target.url)).toBe(0);
    expect(readdirSync(filesDir).filter((name) => name !== '.partial')).toEqual([]);
  });

  it('brings back the same members, invoices and files into an empty database and store', async () => {
    const filesDir = join(folder, 'restored-files');
    const restored = await cli(['restore', archive], { DATABASE_URL: target.url, FILES_DIR: filesDir });
    expect(restored.code).toBe(0);
    expect(restored.lines[0]).toMatch(/^Restored the backup of \d{4}-.*and 3 files\.$/);
    const expected = await contents(source.db);
    expect(expected.members.length).toBeGreaterThan(0);
    expect(expected.invoices.length).toBeGreaterThan(0);
    expect(expected.members[0]?.email).toBe('latest@eik.example');
    // A new connection: on SQLite the restored file replaced the empty one the harness had opened.
    const restoredDb = openDatabase(target.url);
    try {
      expect(await contents(restoredDb.db)).toEqual(expected);
    } finally {
      await restoredDb.close();
    }
    const store = new LocalFileStore(filesDir);
    for (const [key, content] of uploaded) {
      const file = await store.get(key);
      expect((await readAll(file!.stream)).equals(content)).toBe(true);
    }
  });

  it('refuses a database that already has tables, and a store that already has files', async () => {
    await expect(
      cli(['restore', archive], { DATABASE_URL: target.url, FILES_DIR: mkdtempSync(join(folder, 'f-')) }),
    ).rejects.toThrow(/already has \d+ tables: restore needs an empty database.*; nothing was restored$/);
    const empty = await createTestDatabase();
    try {
      await expect(
        cli(['restore', archive], { DATABASE_URL: empty.url, FILES_DIR: join(folder, 'restored-files') }),
      ).rejects.toThrow('The file store already holds 3 files');
      expect(await tableCount(empty.url)).toBe(0);
    } finally {
      await empty.drop();
    }
  });
});

describe('restoring into S3', () => {
  it('puts every file under its key in the bucket, checked, and refuses a bucket that has them', async () => {
    const archive = join(folder, 'for-s3.tar.gz');
    expect((await cli(['backup', `--out=${archive}`], sourceEnv())).code).toBe(0);
    const target = await createTestDatabase();
    const store = new S3FileStore(
      { endpoint: fakeS3.endpoint, bucket: 'files', ...S3_KEYS },
      join(folder, 'spool'),
    );
    try {
      await restoreBackup({ archive, databaseUrl: target.url, store });
      for (const [key, content] of uploaded) expect(fakeS3.objects.get(key)?.equals(content)).toBe(true);
      const second = await createTestDatabase();
      await expect(restoreBackup({ archive, databaseUrl: second.url, store })).rejects.toThrow(
        'The file store already holds 3 files',
      );
      await second.drop();
    } finally {
      await target.drop();
    }
  });
});
