import { type AddressInfo, connect } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadMessages } from '../../contract/uploads';
import { demo, startTestApp, type TestApp } from '../test-support/harness';

/**
 * What the server reads of a body it refuses. A client that announces 180 MB gets its answer after
 * the first bytes, on a connection the server then closes, instead of the server reading (or
 * buffering) the rest; a body sent without a length is not read past its route's limit.
 */
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

/**
 * Sends the head and the first 64 KB of a body announced far larger, then waits: a server that
 * meant to read the whole body would never answer. Resolves once the server has closed.
 */
function announceAndWait(head: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('connect', () => socket.write(Buffer.concat([Buffer.from(head), Buffer.alloc(65_536, 0x61)])));
    socket.on('data', (data) => {
      received += data.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [headText = '', body = ''] = received.split('\r\n\r\n');
      const status = Number(headText.split(' ')[1]);
      if (!status) return reject(new Error('closed without an answer'));
      resolve({ status, head: headText.toLowerCase(), body });
    });
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer and no close in 10 s; received: ${received.slice(0, 200)}`));
    }, 10_000).unref();
  });
}

const multipartHead = (path: string, headers: Record<string, string>) =>
  [
    `POST ${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Content-Type: multipart/form-data; boundary=----edge',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');

describe('bodies the portal refuses, it does not read', () => {
  it('answers 415 to 180 MB of multipart sent to the login after the first bytes, and closes', async () => {
    const answer = await announceAndWait(
      multipartHead('/api/auth/login', { 'Content-Length': String(180_000_000) }),
    );
    expect(answer.status).toBe(415);
    expect(JSON.parse(answer.body).message).toBe(uploadMessages.formNotTaken);
    expect(answer.head).toContain('connection: close');
  });

  it('answers 413 to a register import announced past its limit, before reading it', async () => {
    const token = await t.login(demo.admin);
    const answer = await announceAndWait(
      multipartHead('/api/admin/member-register/import', {
        Authorization: `Bearer ${token}`,
        'Content-Length': String(50_000_000),
      }),
    );
    expect(answer.status).toBe(413);
    expect(answer.head).toContain('connection: close');
  });

  it('answers 413 to a JSON body past 1 MB', async () => {
    const answer = await announceAndWait(
      [
        'POST /api/auth/login HTTP/1.1',
        'Host: 127.0.0.1',
        'Content-Type: application/json',
        `Content-Length: ${180_000_000}`,
        '',
        '',
      ].join('\r\n'),
    );
    expect(answer.status).toBe(413);
  });

  it('stops reading an upload sent without a length at the first part past its total', async () => {
    const token = await t.login(demo.member);
    // Text fields of 900 KB: each within the field limit, together far past the route's total.
    const fieldCount = 150;
    let pulled = 0;
    const body = Readable.from(
      (function* () {
        for (; pulled < fieldCount; pulled += 1) {
          yield Buffer.from(
            `------edge\r\nContent-Disposition: form-data; name="note${pulled}"\r\n\r\n${'x'.repeat(900_000)}\r\n`,
          );
        }
        yield Buffer.from('------edge--\r\n');
      })(),
      { objectMode: false },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/license/update',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'multipart/form-data; boundary=----edge',
      },
      payload: body,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(uploadMessages.formTooLarge);
    // The licence scan's 10 MB and the fields' allowance: a fraction of the 135 MB offered.
    expect(pulled).toBeLessThan(30);
  });
});
