import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer } from '../server';
import { freePort } from '../test-support/free-port';
import { startTestApp, testEnv } from '../test-support/harness';
import { S3FileStore } from './s3-store';
import { type FileStore, LocalFileStore, StoreUnusableError } from './storage';
import { STORE_HEALTH_TTL_MS, storeHealth } from './store-health';
import { S3_KEYS, startFakeS3 } from './test-support';

let fakeS3: Awaited<ReturnType<typeof startFakeS3>>;
beforeAll(async () => {
  fakeS3 = await startFakeS3();
});
afterAll(async () => {
  await new Promise((resolve) => fakeS3.server.close(resolve));
});

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'portal-store-health-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const s3 = (overrides: Partial<typeof S3_KEYS & { bucket: string; endpoint: string }> = {}) =>
  new S3FileStore({ endpoint: fakeS3.endpoint, bucket: 'files', ...S3_KEYS, ...overrides }, dir);

const s3Env = (secret: string) => ({
  FILE_STORE: 's3',
  FILES_DIR: dir,
  S3_ENDPOINT: fakeS3.endpoint,
  S3_BUCKET: 'files',
  S3_REGION: S3_KEYS.region,
  S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
  S3_SECRET_ACCESS_KEY: secret,
});

describe('probing the file store', () => {
  it('passes on a usable bucket and leaves no probe object behind', async () => {
    await s3().probe();
    expect(fakeS3.objects.size).toBe(0);
  });

  it('names the setting to fix, never the secret', async () => {
    const cases: [FileStore, string][] = [
      [s3({ secretAccessKey: 'wrong-secret' }), '403 SignatureDoesNotMatch; check S3_SECRET_ACCESS_KEY'],
      [s3({ bucket: 'fils' }), '404 NoSuchBucket; check S3_BUCKET'],
      [s3({ endpoint: `http://127.0.0.1:${await freePort()}` }), '(ECONNREFUSED): check S3_ENDPOINT'],
    ];
    for (const [store, message] of cases) {
      const probe = store.probe();
      await expect(probe).rejects.toBeInstanceOf(StoreUnusableError);
      await expect(probe).rejects.toThrow(message);
      await expect(probe).rejects.not.toThrow(/wrong-secret|test-secret-key/);
    }
  });

  it('finds a local folder that cannot be written', async () => {
    const store = new LocalFileStore(join(dir, 'files'));
    await store.probe();
    rmSync(join(dir, 'files', '.partial'), { recursive: true });
    writeFileSync(join(dir, 'files', '.partial'), 'not a folder');
    await expect(store.probe()).rejects.toThrow(/cannot be written \(ENOTDIR\): check FILES_DIR/);
  });

  it('fails the server start on a wrong S3 secret, before the first upload', async () => {
    const env = testEnv(`file:${join(dir, 'portal.sqlite')}`, { ...s3Env('wrong-secret'), PORT: '0' });
    await expect(startServer(env)).rejects.toThrow(
      /^S3 refused a PUT to bucket files at http:\/\/127\.0\.0\.1:\d+: 403 SignatureDoesNotMatch; check S3_SECRET_ACCESS_KEY$/,
    );
  });
});

describe('the health check', () => {
  it('reports the store, and answers 503 when it is unusable', async () => {
    const good = await startTestApp({ env: s3Env(S3_KEYS.secretAccessKey) });
    const bad = await startTestApp({ env: s3Env('wrong-secret') });
    try {
      const ok = await good.api('GET', '/api/health');
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ data: { status: 'ok', database: 'ok', files: 'ok' } });
      const down = await bad.api('GET', '/api/health');
      expect(down.statusCode).toBe(503);
      expect(down.body).not.toMatch(/secret|S3_/);
    } finally {
      await good.close();
      await bad.close();
    }
  });

  it('probes at most once per interval, and logs a change of state once', async () => {
    let probes = 0;
    let failing = true;
    const store = {
      probe: async () => {
        probes += 1;
        if (failing) throw new StoreUnusableError('S3 refused: check S3_BUCKET');
      },
    } as FileStore;
    const logged: string[] = [];
    const log = {
      error: (_: object, message: string) => logged.push(message),
      info: (m: string) => logged.push(m),
    };
    const start = Date.now();
    expect(await storeHealth(store, log, start)).toEqual({
      usable: false,
      reason: 'S3 refused: check S3_BUCKET',
    });
    await storeHealth(store, log, start + 1000);
    expect(probes).toBe(1);
    await storeHealth(store, log, start + STORE_HEALTH_TTL_MS);
    expect(probes).toBe(2);
    failing = false;
    expect(await storeHealth(store, log, start + 2 * STORE_HEALTH_TTL_MS)).toEqual({ usable: true });
    expect(logged).toEqual(['file store unusable', 'file store usable again']);
  });
});
