import { createHash, createHmac } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import { resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { assertFileKey, newFileKey, newPartialPath, preparePartialDir, spoolToFile } from './file-spool';
import type { FileStore, PutOptions, StoredFile } from './storage';
import { StoreUnusableError } from './store-health';

export interface S3Config {
  /** e.g. https://s3.eu-west-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://minio:9000 */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const EMPTY_SHA256 = createHash('sha256').update('').digest('hex');
const REQUEST_TIMEOUT_MS = 60_000;
/** A probe runs at start-up and for the health check: a bucket that takes longer is not usable. */
const PROBE_TIMEOUT_MS = 10_000;
/** The probe writes and removes this object: a valid key no upload will ever get (newFileKey is random). */
const PROBE_KEY = '0'.repeat(32);

/** What to tell the operator for each S3 error code the probe may meet. */
const PROBE_ADVICE: Record<string, string> = {
  SignatureDoesNotMatch: 'check S3_SECRET_ACCESS_KEY',
  InvalidAccessKeyId: 'check S3_ACCESS_KEY_ID',
  NoSuchBucket: 'check S3_BUCKET (the bucket must exist)',
  AuthorizationHeaderMalformed: 'check S3_REGION',
  AccessDenied: 'give the key S3_ACCESS_KEY_ID object read, write and delete on S3_BUCKET',
  AllAccessDisabled: 'give the key S3_ACCESS_KEY_ID object read, write and delete on S3_BUCKET',
  RequestTimeTooSkewed: "set this machine's clock right (requests are signed with the time)",
};

const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');
const hmac = (key: string | Buffer, value: string) => createHmac('sha256', key).update(value).digest();

/** RFC 3986 encoding of one path segment, as Signature Version 4 wants it. */
const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export interface SignInput {
  method: string;
  /** The canonical (already encoded) path, e.g. /bucket/key. */
  path: string;
  /** The canonical query string ('' when there is none). */
  query: string;
  /** Every header to sign, including host, x-amz-date and x-amz-content-sha256. */
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** YYYYMMDD'T'HHMMSS'Z' */
  amzDate: string;
}

/** The Authorization header of AWS Signature Version 4 (AWS4-HMAC-SHA256). */
export function signV4(input: SignInput): string {
  const headers = Object.entries(input.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = headers.map(([name]) => name).join(';');
  const canonicalRequest = [
    input.method,
    input.path,
    input.query,
    ...headers.map(([name, value]) => `${name}:${value}`),
    '',
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const date = input.amzDate.slice(0, 8);
  const scope = `${date}/${input.region}/${input.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', input.amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, date), input.region), input.service),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`;
}

const amzDateOf = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

interface S3Response {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: http.IncomingMessage;
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...), addressed path-style
 * (`endpoint/bucket/key`), signed with Signature Version 4. No SDK: four object calls are all the
 * portal needs. An upload is first received into `spoolDir/.partial` (enforcing the size limit and
 * computing the SHA-256), then sent with its length and its signed hash, so the bucket verifies the
 * content and never holds a partial object.
 */
export class S3FileStore implements FileStore {
  private readonly base: URL;
  private readonly partialDir: string;

  constructor(
    private readonly config: S3Config,
    spoolDir: string,
  ) {
    this.base = new URL(config.endpoint);
    if (this.base.protocol !== 'http:' && this.base.protocol !== 'https:') {
      throw new Error('S3_ENDPOINT must be an http(s) address');
    }
    this.partialDir = preparePartialDir(resolve(spoolDir));
  }

  private objectPath(key: string): string {
    assertFileKey(key);
    const prefix = this.base.pathname.replace(/\/+$/, '');
    return `${prefix}/${encodeSegment(this.config.bucket)}/${key}`;
  }

  private request(
    method: 'GET' | 'PUT' | 'HEAD' | 'DELETE',
    key: string,
    body?: { path?: string; data?: Buffer; size: number; sha256: string },
    timeoutMs = REQUEST_TIMEOUT_MS,
  ): Promise<S3Response> {
    const path = this.objectPath(key);
    const payloadHash = body?.sha256 ?? EMPTY_SHA256;
    const amzDate = amzDateOf(new Date());
    const headers: Record<string, string> = {
      host: this.base.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate,
    };
    if (body) {
      headers['content-length'] = String(body.size);
      headers['content-type'] = 'application/octet-stream';
    }
    headers.authorization = signV4({
      method,
      path,
      query: '',
      headers,
      payloadHash,
      region: this.config.region,
      service: 's3',
      accessKeyId: this.config.accessKeyId,
      secretAccessKey: this.config.secretAccessKey,
      amzDate,
    });
    const transport = this.base.protocol === 'https:' ? https : http;
    return new Promise((resolvePromise, reject) => {
      const request = transport.request(
        {
          protocol: this.base.protocol,
          hostname: this.base.hostname,
          port: this.base.port || undefined,
          method,
          path,
          headers,
          timeout: timeoutMs,
        },
        (response) =>
          resolvePromise({ status: response.statusCode ?? 0, headers: response.headers, body: response }),
      );
      request.on('timeout', () => request.destroy(new Error(`S3 ${method} timed out`)));
      request.on('error', reject);
      if (body?.path) {
        const file = createReadStream(body.path);
        file.on('error', (error) => request.destroy(error));
        file.pipe(request);
      } else {
        request.end(body?.data);
      }
    });
  }

  /** Reads (a little of) an error answer and turns it into an Error naming the S3 error code. */
  private async failure(method: string, response: S3Response): Promise<Error> {
    const code = await this.errorCode(response);
    return new Error(`S3 ${method} answered ${response.status} (${code})`);
  }

  private async errorCode(response: S3Response): Promise<string> {
    let text = '';
    for await (const chunk of response.body) {
      if (text.length < 4096) text += String(chunk);
    }
    return /<Code>([^<]*)<\/Code>/.exec(text)?.[1] ?? 'no error code';
  }

  put(source: AsyncIterable<Uint8Array>, options: PutOptions): Promise<StoredFile> {
    return this.putAt(newFileKey(), source, options);
  }

  async putAt(key: string, source: AsyncIterable<Uint8Array>, { maxBytes }: PutOptions): Promise<StoredFile> {
    assertFileKey(key);
    const partial = newPartialPath(this.partialDir);
    const { size, sha256 } = await spoolToFile(source, partial, maxBytes);
    try {
      const response = await this.request('PUT', key, { path: partial, size, sha256 });
      if (response.status !== 200) throw await this.failure('PUT', response);
      response.body.resume();
      return { key, size, sha256 };
    } finally {
      await rm(partial, { force: true });
    }
  }

  async get(key: string): Promise<{ stream: Readable; size: number } | null> {
    const response = await this.request('GET', key);
    if (response.status === 404) {
      response.body.resume();
      return null;
    }
    if (response.status !== 200) throw await this.failure('GET', response);
    return { stream: response.body, size: Number(response.headers['content-length'] ?? 0) };
  }

  async delete(key: string): Promise<void> {
    const response = await this.request('DELETE', key);
    response.body.resume();
    if (response.status !== 204 && response.status !== 200 && response.status !== 404) {
      throw new Error(`S3 DELETE answered ${response.status}`);
    }
  }

  async exists(key: string): Promise<boolean> {
    const response = await this.request('HEAD', key);
    response.body.resume();
    if (response.status === 200) return true;
    if (response.status === 404) return false;
    throw new Error(`S3 HEAD answered ${response.status}`);
  }

  /** Writes and removes a probe object: proves the endpoint, the credentials, the bucket and write access. */
  async probe(): Promise<void> {
    const where = `bucket ${this.config.bucket} at ${this.base.origin}`;
    const attempt = async (method: 'PUT' | 'DELETE') => {
      let response: S3Response;
      try {
        const body = method === 'PUT' ? { data: Buffer.alloc(0), size: 0, sha256: EMPTY_SHA256 } : undefined;
        response = await this.request(method, PROBE_KEY, body, PROBE_TIMEOUT_MS);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
        throw new StoreUnusableError(
          `S3 could not be reached at ${this.base.origin} (${code}): check S3_ENDPOINT`,
        );
      }
      if (
        response.status === 200 ||
        response.status === 204 ||
        (method === 'DELETE' && response.status === 404)
      ) {
        response.body.resume();
        return;
      }
      const code = await this.errorCode(response);
      const advice = PROBE_ADVICE[code] ?? 'check the S3_* settings';
      throw new StoreUnusableError(
        `S3 refused a ${method} to ${where}: ${response.status} ${code}; ${advice}`,
      );
    };
    await attempt('PUT');
    await attempt('DELETE');
  }
}
