import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signV4 } from './s3-store';

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

export async function readAll(stream: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(Buffer.from(chunk));
  return Buffer.concat(parts);
}

export const S3_KEYS = {
  accessKeyId: 'test-access-key',
  secretAccessKey: 'test-secret-key',
  region: 'eu-west-1',
};

/**
 * A small S3 stand-in: path-style object PUT/GET/HEAD/DELETE in memory. It refuses requests whose
 * signature, payload hash or length does not check out, as S3 would.
 */
export async function startFakeS3(): Promise<{
  server: Server;
  endpoint: string;
  objects: Map<string, Buffer>;
}> {
  const objects = new Map<string, Buffer>();
  const refuse = (response: import('node:http').ServerResponse, status: number, code: string) => {
    response.writeHead(status, { 'content-type': 'application/xml' });
    response.end(`<?xml version="1.0"?><Error><Code>${code}</Code></Error>`);
  };
  const server = createServer(async (request: IncomingMessage, response) => {
    const body = await readAll(request);
    const authorization = request.headers.authorization ?? '';
    const signed = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(';') ?? [];
    const amzDate = String(request.headers['x-amz-date'] ?? '');
    const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
    const headers = Object.fromEntries(signed.map((name) => [name, String(request.headers[name] ?? '')]));
    const expected = signV4({
      method: request.method ?? '',
      path: request.url ?? '',
      query: '',
      headers,
      payloadHash,
      service: 's3',
      amzDate,
      ...S3_KEYS,
    });
    if (!signed.includes('host') || !signed.includes('x-amz-date') || authorization !== expected) {
      return refuse(response, 403, 'SignatureDoesNotMatch');
    }
    if (payloadHash !== sha256(body)) return refuse(response, 400, 'XAmzContentSHA256Mismatch');
    const match = /^\/files\/([0-9a-f]{32})$/.exec(request.url ?? '');
    if (!match) return refuse(response, 404, 'NoSuchBucket');
    const key = match[1]!;
    switch (request.method) {
      case 'PUT':
        if (Number(request.headers['content-length']) !== body.length) {
          return refuse(response, 411, 'MissingContentLength');
        }
        objects.set(key, body);
        response.writeHead(200, { etag: `"${sha256(body)}"` }).end();
        return;
      case 'GET':
      case 'HEAD': {
        const object = objects.get(key);
        if (!object) return refuse(response, 404, 'NoSuchKey');
        response.writeHead(200, { 'content-length': object.length });
        response.end(request.method === 'GET' ? object : undefined);
        return;
      }
      case 'DELETE':
        objects.delete(key);
        response.writeHead(204).end();
        return;
      default:
        refuse(response, 405, 'MethodNotAllowed');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, endpoint: `http://127.0.0.1:${port}`, objects };
}
