import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { LocalFileStore } from '../platform/storage';
import { S3_KEYS, startFakeS3 } from '../platform/test-support';
import { runCli } from './run-cli';

const folder = mkdtempSync(join(tmpdir(), 'portal-files-migrate-'));
const filesDir = join(folder, 'files');
let fakeS3: Awaited<ReturnType<typeof startFakeS3>>;
const contents = [Buffer.from('%PDF-1.4 one'), Buffer.alloc(200_000, 2), Buffer.from('three')];
const keys: string[] = [];

beforeAll(async () => {
  fakeS3 = await startFakeS3();
  const local = new LocalFileStore(filesDir);
  for (const content of contents) {
    keys.push(
      (
        await local.put(
          (async function* () {
            yield content;
          })(),
          { maxBytes: content.length },
        )
      ).key,
    );
  }
});
afterAll(async () => {
  await new Promise((resolve) => fakeS3.server.close(resolve));
  rmSync(folder, { recursive: true, force: true });
});

async function filesMigrate(args: string[], secret = S3_KEYS.secretAccessKey) {
  const lines: string[] = [];
  const env = () =>
    loadEnv({
      FILE_STORE: 's3',
      FILES_DIR: filesDir,
      S3_ENDPOINT: fakeS3.endpoint,
      S3_BUCKET: 'files',
      S3_REGION: S3_KEYS.region,
      S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: secret,
    });
  const code = await runCli(['files:migrate', ...args], env, (line) => lines.push(line));
  return { code, lines };
}

const localKeys = () => readdirSync(filesDir).filter((name) => name !== '.partial');

describe('files:migrate', () => {
  it('refuses to start with credentials S3 rejects, copying nothing', async () => {
    await expect(filesMigrate([], 'wrong')).rejects.toThrow('check S3_SECRET_ACCESS_KEY');
    expect(fakeS3.objects.size).toBe(0);
  });

  it('copies every local file under its key, checks it, and keeps the local files', async () => {
    expect(await filesMigrate([])).toEqual({
      code: 0,
      lines: [
        expect.stringMatching(
          /: 3 copied and checked, 0 already there and checked, 0 local copies deleted, 0 failed\.$/,
        ),
      ],
    });
    for (const [index, key] of keys.entries())
      expect(fakeS3.objects.get(key)?.equals(contents[index]!)).toBe(true);
    expect(localKeys().sort()).toEqual([...keys].sort());
  });

  it('skips what is already there and checked, and copies again a copy that differs', async () => {
    fakeS3.objects.set(keys[1]!, Buffer.from('damaged'));
    const again = await filesMigrate([]);
    expect(again.lines[0]).toMatch(
      /: 1 copied and checked, 2 already there and checked, 0 local copies deleted, 0 failed\.$/,
    );
    expect(fakeS3.objects.get(keys[1]!)?.equals(contents[1]!)).toBe(true);
  });

  it('deletes the local copies only when asked, after checking them', async () => {
    const moved = await filesMigrate(['--delete-local']);
    expect(moved.lines[0]).toMatch(
      /: 0 copied and checked, 3 already there and checked, 3 local copies deleted, 0 failed\.$/,
    );
    expect(localKeys()).toEqual([]);
    expect(fakeS3.objects.size).toBe(3);
  });

  it('refuses an unknown option and a local store as target', async () => {
    expect((await filesMigrate(['--delete'])).code).toBe(2);
    const lines: string[] = [];
    const code = await runCli(
      ['files:migrate'],
      () => loadEnv({ FILES_DIR: filesDir }),
      (line) => lines.push(line),
    );
    expect({ code, first: lines[0] }).toEqual({
      code: 2,
      first: expect.stringMatching(/^files:migrate copies files into S3/),
    });
  });
});
