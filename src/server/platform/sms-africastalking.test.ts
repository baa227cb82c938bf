import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { loadEnv } from '../env';
import { createTestDatabase, type TestDatabase } from '../test-support/harness';
import { workerLog } from '../test-support/loggers';
import { outboxOnlyMailer } from './mail';
import { enqueueSms, OutboxWorker } from './outbox';
import { outboxOnlySms, smsSenderFor } from './sms';
import {
  AFRICASTALKING_PRODUCTION_URL,
  AFRICASTALKING_SANDBOX_URL,
  africasTalkingSms,
} from './sms-africastalking';

const USERNAME = 'eik-portal';
const API_KEY = 'atsk_0123456789abcdef0123456789abcdef';
const NUMBER = '+254711223344';

interface Caught {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

type Reply = { status: number; body: string; delayMs?: number };

/** A local stand-in for api.africastalking.com: records each request and answers with `reply`. */
let server: Server;
let baseUrl: string;
let requests: Caught[];
let reply: Reply;

const answer = (statusCode: number, status: string) => ({
  status: 201,
  body: JSON.stringify({
    SMSMessageData: {
      Message: statusCode < 200 ? 'Sent to 1/1 Total Cost: KES 0.8000' : 'Sent to 0/1 Total Cost: 0',
      Recipients: [
        {
          statusCode,
          number: NUMBER,
          status,
          cost: statusCode < 200 ? 'KES 0.8000' : '0',
          messageId: statusCode < 200 ? 'ATXid_3b1f6c0d2e' : 'None',
        },
      ],
    },
  }),
});

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const { status, body, delayMs = 0 } = reply;
      setTimeout(() => {
        if (response.destroyed) return;
        response.writeHead(status, {
          'content-type': body.startsWith('{') ? 'application/json' : 'text/plain',
        });
        response.end(body);
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  requests = [];
  reply = answer(101, 'Success');
});

const sender = (options: { senderId?: string; timeoutMs?: number } = {}) =>
  africasTalkingSms({ username: USERNAME, apiKey: API_KEY, baseUrl, ...options });

/** The reason a send failed; fails the test if it did not. */
async function failure(send: Promise<unknown>): Promise<string> {
  const error = await send.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(Error);
  const reason = (error as Error).message;
  expect(reason).not.toContain(API_KEY);
  expect(reason).not.toContain(NUMBER);
  return reason;
}

describe("Africa's Talking SMS adapter", () => {
  it('posts the documented form with the apiKey header', async () => {
    expect(await sender({ senderId: 'EIK' }).send({ to: NUMBER, text: 'EIK: your code is 123456 & 7' })).toBe(
      'sent',
    );
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/version1/messaging');
    expect(request?.headers.apikey).toBe(API_KEY);
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request?.headers.authorization).toBeUndefined();
    const form = new URLSearchParams(request?.body);
    expect([...form.keys()].sort()).toEqual(['from', 'message', 'to', 'username']);
    expect(form.get('username')).toBe(USERNAME);
    expect(form.get('to')).toBe(NUMBER);
    expect(form.get('message')).toBe('EIK: your code is 123456 & 7');
    expect(form.get('from')).toBe('EIK');
    expect(request?.body).toContain('to=%2B254711223344');
  });

  it('leaves out from without a sender id and sends Kenyan numbers in E.164', async () => {
    expect(await sender().send({ to: '0711 223 344', text: 'Hello' })).toBe('sent');
    const form = new URLSearchParams(requests[0]?.body);
    expect(form.has('from')).toBe(false);
    expect(form.get('to')).toBe(NUMBER);
  });

  it('counts Processed (100), Sent (101) and Queued (102) as sent', async () => {
    for (const [code, status] of [
      [100, 'Processed'],
      [101, 'Success'],
      [102, 'Queued'],
    ] as const) {
      reply = answer(code, status);
      expect(await sender().send({ to: NUMBER, text: 'Hello' })).toBe('sent');
    }
  });

  it('throws a readable reason for every documented failure status', async () => {
    const failures = {
      401: 'RiskHold',
      402: 'InvalidSenderId',
      403: 'InvalidPhoneNumber',
      404: 'UnsupportedNumberType',
      405: 'InsufficientBalance',
      406: 'UserInBlacklist',
      407: 'CouldNotRoute',
      500: 'InternalServerError',
      501: 'GatewayError',
      502: 'RejectedByGateway',
    };
    for (const [code, name] of Object.entries(failures)) {
      reply = answer(Number(code), name);
      expect(await failure(sender().send({ to: NUMBER, text: 'Hello' }))).toBe(
        `Africa's Talking: recipient status ${code} ${name}`,
      );
    }
  });

  it('throws when the answer names no recipient', async () => {
    reply = {
      status: 201,
      body: JSON.stringify({ SMSMessageData: { Message: 'InvalidSenderId', Recipients: [] } }),
    };
    expect(await failure(sender().send({ to: NUMBER, text: 'Hello' }))).toBe(
      "Africa's Talking: message not accepted: InvalidSenderId",
    );
    reply = { status: 201, body: '<AfricasTalkingResponse/>' };
    expect(await failure(sender().send({ to: NUMBER, text: 'Hello' }))).toMatch(/not JSON/);
  });

  it('throws on HTTP 401 and 500 without echoing the key or the number', async () => {
    reply = { status: 401, body: `The supplied authentication is invalid (${API_KEY})` };
    expect(await failure(sender().send({ to: NUMBER, text: 'Hello' }))).toBe(
      "Africa's Talking: HTTP 401: The supplied authentication is invalid ([redacted])",
    );
    reply = { status: 500, body: `Internal error for ${NUMBER}` };
    expect(await failure(sender().send({ to: NUMBER, text: 'Hello' }))).toBe(
      "Africa's Talking: HTTP 500: Internal error for [redacted]",
    );
  });

  it('gives up when the gateway does not answer in time', async () => {
    reply = { ...answer(101, 'Success'), delayMs: 2_000 };
    const started = Date.now();
    expect(await failure(sender({ timeoutMs: 100 }).send({ to: NUMBER, text: 'Hello' }))).toBe(
      "Africa's Talking: no answer within 100 ms",
    );
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('throws when nothing listens at the address', async () => {
    const closed = africasTalkingSms({ username: USERNAME, apiKey: API_KEY, baseUrl: 'http://127.0.0.1:1' });
    expect(await failure(closed.send({ to: NUMBER, text: 'Hello' }))).toMatch(
      /^Africa's Talking: request failed/,
    );
  });

  it('refuses a recipient that is not a phone number without calling the gateway', async () => {
    expect(await failure(sender().send({ to: 'not a number', text: 'Hello' }))).toMatch(/international form/);
    expect(requests).toHaveLength(0);
  });
});

describe('SMS_PROVIDER configuration', () => {
  it('refuses to start with africastalking but no username or key', () => {
    expect(() => loadEnv({ SMS_PROVIDER: 'africastalking' })).toThrow(
      /Invalid configuration:\n {2}AT_USERNAME: required when SMS_PROVIDER=africastalking\n {2}AT_API_KEY: required/,
    );
    expect(() => loadEnv({ SMS_PROVIDER: 'africastalking', AT_USERNAME: USERNAME })).toThrow(/AT_API_KEY/);
    expect(() => loadEnv({ SMS_PROVIDER: 'twilio' })).toThrow(/SMS_PROVIDER/);
  });

  it('defaults to production, to the sandbox for the sandbox user, and picks the adapter', () => {
    const production = loadEnv({
      SMS_PROVIDER: 'africastalking',
      AT_USERNAME: USERNAME,
      AT_API_KEY: API_KEY,
    });
    expect(production.AT_BASE_URL).toBe(AFRICASTALKING_PRODUCTION_URL);
    expect(production.AT_SENDER_ID).toBe('');
    expect(smsSenderFor(production)).not.toBe(outboxOnlySms);
    const sandbox = loadEnv({ SMS_PROVIDER: 'africastalking', AT_USERNAME: 'sandbox', AT_API_KEY: API_KEY });
    expect(sandbox.AT_BASE_URL).toBe(AFRICASTALKING_SANDBOX_URL);
    expect(loadEnv({ AT_BASE_URL: 'http://127.0.0.1:9999' }).AT_BASE_URL).toBe('http://127.0.0.1:9999');
    expect(smsSenderFor(loadEnv({}))).toBe(outboxOnlySms);
  });
});

describe("OutboxWorker with Africa's Talking", () => {
  const log = workerLog();

  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await database?.drop();
  });
  afterEach(async () => {
    await db.deleteFrom('outbox').execute();
  });

  const worker = () =>
    new OutboxWorker({
      db,
      mailer: outboxOnlyMailer,
      sms: smsSenderFor(
        loadEnv({
          SMS_PROVIDER: 'africastalking',
          AT_USERNAME: USERNAME,
          AT_API_KEY: API_KEY,
          AT_BASE_URL: baseUrl,
        }),
      ),
      log,
      retryForMs: 60 * 60_000,
      pollMs: 50,
      retryBaseMs: 20,
    });
  const onlyRow = () => db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();

  it('marks the message sent when the gateway accepts it', async () => {
    await enqueueSms(db, { to: NUMBER, text: 'EIK: your code is 123456' });
    expect(await worker().runOnce()).toBe(1);
    expect(requests).toHaveLength(1);
    expect(new URLSearchParams(requests[0]?.body).get('message')).toBe('EIK: your code is 123456');
    const row = await onlyRow();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null, locked_until: null });
    expect(row.sent_at).not.toBeNull();
  });

  it('keeps the message for a retry with the reason when the gateway refuses it', async () => {
    reply = answer(405, 'InsufficientBalance');
    await enqueueSms(db, { to: NUMBER, text: 'EIK: your code is 123456' });
    const first = worker();
    expect(await first.runOnce()).toBe(1);
    const row = await onlyRow();
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      sent_at: null,
      last_error: "Africa's Talking: recipient status 405 InsufficientBalance",
    });

    reply = answer(101, 'Success');
    await db
      .updateTable('outbox')
      .set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect(await first.runOnce()).toBe(1);
    expect(await onlyRow()).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(requests).toHaveLength(2);
  });
});
