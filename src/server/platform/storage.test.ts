import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { S3FileStore, signV4 } from './s3-store';
import { type FileStore, FileTooLargeError, fileStoreFor, LocalFileStore } from './storage';
import { readAll, S3_KEYS, startFakeS3 } from './test-support';

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

async function* chunks(data: Buffer, size = 64 * 1024): AsyncGenerator<Uint8Array> {
  for (let offset = 0; offset < data.length; offset += size) yield data.subarray(offset, offset + size);
}

/** Every file under `dir`, partial files included, as paths relative to it. */
function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => statSync(join(dir, name)).isFile())
    .map((name) => relative(dir, join(dir, name)));
}

describe('Signature Version 4', () => {
  it('signs the GET Object example of the Amazon S3 documentation', () => {
    // https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html ("GET Object")
    const authorization = signV4({
      method: 'GET',
      path: '/test.txt',
      query: '',
      headers: {
        Host: 'examplebucket.s3.amazonaws.com',
        Range: 'bytes=0-9',
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        'x-amz-date': '20130524T000000Z',
      },
      payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      region: 'us-east-1',
      service: 's3',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      amzDate: '20130524T000000Z',
    });
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

let fakeS3: Awaited<ReturnType<typeof startFakeS3>>;
beforeAll(async () => {
  fakeS3 = await startFakeS3();
});
afterAll(async () => {
  await new Promise((resolve) => fakeS3.server.close(resolve));
});

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'portal-storage-test-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const stores: [string, () => FileStore][] = [
  ['local disk', () => new LocalFileStore(dir)],
  [
    'S3-compatible',
    () => new S3FileStore({ endpoint: fakeS3.endpoint, bucket: 'files', ...S3_KEYS }, join(dir, 'spool')),
  ],
];

describe.each(stores)('FileStore on %s', (_name, makeStore) => {
  const content = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300_000, 7)]);

  it('keeps a file under a generated key and gives it back', async () => {
    const store = makeStore();
    const stored = await store.put(chunks(content), { maxBytes: content.length });
    expect(stored).toEqual({
      key: expect.stringMatching(/^[0-9a-f]{32}$/),
      size: content.length,
      sha256: sha256(content),
    });
    expect(await store.exists(stored.key)).toBe(true);
    const file = await store.get(stored.key);
    expect(file?.size).toBe(content.length);
    expect((await readAll(file!.stream)).equals(content)).toBe(true);

    const again = await store.put(chunks(content), { maxBytes: content.length });
    expect(again.key).not.toBe(stored.key);
  });

  it('deletes, and a missing key is absent rather than an error', async () => {
    const store = makeStore();
    const stored = await store.put(chunks(Buffer.from('%PDF-')), { maxBytes: 10 });
    await store.delete(stored.key);
    await store.delete(stored.key);
    expect(await store.exists(stored.key)).toBe(false);
    expect(await store.get(stored.key)).toBeNull();
    expect(await store.get('0'.repeat(32))).toBeNull();
  });

  it('refuses a source over the limit while it streams and keeps nothing, partial files included', async () => {
    const store = makeStore();
    const objectsBefore = fakeS3.objects.size;
    let chunksRead = 0;
    async function* endless(): AsyncGenerator<Uint8Array> {
      for (;;) {
        chunksRead += 1;
        yield Buffer.alloc(1000, 1);
      }
    }
    await expect(store.put(endless(), { maxBytes: 10_000 })).rejects.toBeInstanceOf(FileTooLargeError);
    expect(chunksRead).toBe(11);
    expect(listFiles(dir)).toEqual([]);
    expect(fakeS3.objects.size).toBe(objectsBefore);
  });

  it('keeps a file of exactly the limit', async () => {
    const store = makeStore();
    const stored = await store.put(chunks(content), { maxBytes: content.length });
    expect(stored.size).toBe(content.length);
  });

  it('keeps nothing when the source fails part-way', async () => {
    const store = makeStore();
    async function* failing(): AsyncGenerator<Uint8Array> {
      yield Buffer.alloc(5000);
      throw new Error('client went away');
    }
    await expect(store.put(failing(), { maxBytes: 1_000_000 })).rejects.toThrow('client went away');
    expect(listFiles(dir)).toEqual([]);
  });

  it('accepts only keys it could have generated, so a key never names a path', async () => {
    const store = makeStore();
    for (const key of ['../etc/passwd', '.partial/x', 'ABCDEF'.repeat(5), '']) {
      await expect(store.get(key)).rejects.toThrow('Invalid file key');
      await expect(store.delete(key)).rejects.toThrow('Invalid file key');
    }
  });
});

describe('LocalFileStore', () => {
  it('creates its folder on start and removes partial files a crash left behind', () => {
    const filesDir = join(dir, 'nested', 'files');
    new LocalFileStore(filesDir);
    const stale = join(filesDir, '.partial', 'stale.part');
    const fresh = join(filesDir, '.partial', 'fresh.part');
    writeFileSync(stale, 'x');
    writeFileSync(fresh, 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    utimesSync(stale, twoHoursAgo, twoHoursAgo);
    new LocalFileStore(filesDir);
    expect(listFiles(filesDir)).toEqual([join('.partial', 'fresh.part')]);
  });
});

describe('S3FileStore', () => {
  it('reports what the bucket refuses, without secrets', async () => {
    const store = new S3FileStore(
      { endpoint: fakeS3.endpoint, bucket: 'files', ...S3_KEYS, secretAccessKey: 'wrong-secret' },
      dir,
    );
    const failure = store.put(chunks(Buffer.from('%PDF-1.4')), { maxBytes: 100 });
    await expect(failure).rejects.toThrow('S3 PUT answered 403 (SignatureDoesNotMatch)');
    await expect(failure).rejects.not.toThrow(/wrong-secret/);
    expect(listFiles(dir)).toEqual([]);
  });
});

describe('fileStoreFor', () => {
  it('uses local disk under FILES_DIR by default', () => {
    const store = fileStoreFor(loadEnv({ FILES_DIR: join(dir, 'files') }));
    expect(store).toBeInstanceOf(LocalFileStore);
    expect(statSync(join(dir, 'files')).isDirectory()).toBe(true);
    expect(loadEnv({}).FILES_DIR).toBe('./data/files');
  });

  it('uses S3 when FILE_STORE=s3, and requires its settings', () => {
    expect(() => loadEnv({ FILE_STORE: 's3' })).toThrow(/S3_ENDPOINT[\s\S]*S3_BUCKET/);
    const env = loadEnv({
      FILE_STORE: 's3',
      FILES_DIR: dir,
      S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com',
      S3_BUCKET: 'portal-files',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(fileStoreFor(env)).toBeInstanceOf(S3FileStore);
    expect(() =>
      loadEnv({
        FILE_STORE: 's3',
        S3_ENDPOINT: 'minio:9000',
        S3_BUCKET: 'portal-files',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toThrow(/S3_ENDPOINT: must be an http\(s\) address/);
  });
});
