import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demo, startTestApp, type TestApp } from '../test-support/harness';
import { capturedLogger } from '../test-support/loggers';
import { lazyChildLogger } from './request-log';

const lines: string[] = [];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ logger: capturedLogger(lines) });
});
afterAll(async () => {
  await t?.close();
});

describe('request logs', () => {
  it('write one line per request: method, path, status, time taken and request id', async () => {
    lines.length = 0;
    const answer = await t.api('GET', '/api/settings/company-information?probe=1');
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 30,
      method: 'GET',
      path: '/api/settings/company-information',
      status: answer.statusCode,
      msg: 'answered',
    });
    expect(typeof logged[0]?.ms).toBe('number');
    expect(logged[0]?.reqId).toBeTruthy();
  });

  it('carry method, path and status but never the password or the session token', async () => {
    const login = await t.api('POST', '/api/auth/login?next=%2Fdashboard', {
      body: { email: demo.member, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const token: string = login.json().data.token;
    const me = await t.api('GET', '/api/auth/user', { token });
    expect(me.statusCode).toBe(200);
    const byCookie = await t.api('GET', '/api/auth/user', { cookies: { portal_session: token } });
    expect(byCookie.statusCode).toBe(200);
    const failed = await t.api('POST', '/api/auth/login', {
      body: { email: demo.member, password: 'Wrong#Secret77' },
    });
    expect(failed.statusCode).toBe(401);
    await t.api('POST', '/api/auth/logout', { token });

    const text = lines.join('');
    // The capture works: the requests were logged ...
    expect(text).toContain('/api/auth/login');
    expect(text).toContain('/api/auth/user');
    expect(text).toMatch(/"status":200/);
    // ... without secrets, query strings or personal data.
    expect(text).not.toContain(DEMO_PASSWORD);
    expect(text).not.toContain('Wrong#Secret77');
    expect(text).not.toContain(token);
    expect(text).not.toContain('next=');
    expect(text).not.toContain(demo.member);
  });
});

describe("a request's own logger", () => {
  it('is made only when a handler logs through it, and then carries the request id', () => {
    const written: Record<string, unknown>[] = [];
    const made: unknown[] = [];
    const parent = pino({ level: 'info' }, { write: (line: string) => written.push(JSON.parse(line)) });
    const child = parent.child.bind(parent);
    parent.child = ((bindings, options) => {
      made.push(bindings);
      return child(bindings, options);
    }) as typeof parent.child;

    const log = lazyChildLogger(parent, { reqId: 'req-7' }, {});
    expect(log.level).toBe('info');
    expect(made).toEqual([]);
    log.warn({ path: '/api/x' }, 'slow answer');
    log.info('and again');
    expect(made).toEqual([{ reqId: 'req-7' }]);
    expect(written).toMatchObject([
      { level: 40, reqId: 'req-7', path: '/api/x', msg: 'slow answer' },
      { level: 30, reqId: 'req-7', msg: 'and again' },
    ]);
  });
});
