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

const parsed = (from: string[]) => from.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the request line', () => {
  it("names the client's address and the signed-in account's id, never its e-mail", async () => {
    const token = await t.login(demo.member);
    const account = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demo.member)
      .executeTakeFirstOrThrow();
    lines.length = 0;
    await t.api('GET', '/api/auth/user', { token, ip: '198.51.100.23' });
    await t.api('GET', '/api/settings/company-information', { ip: '198.51.100.24' });
    const [signedIn, visitor] = parsed(lines);
    expect(signedIn).toMatchObject({
      method: 'GET',
      path: '/api/auth/user',
      status: 200,
      ip: '198.51.100.23',
      userId: account.id,
    });
    expect(signedIn).not.toHaveProperty('impersonatorId');
    expect(visitor).toMatchObject({ ip: '198.51.100.24' });
    expect(visitor).not.toHaveProperty('userId');
    expect(lines.join('')).not.toContain(demo.member);
  });

  it('names the staff account acting as a member beside the member', async () => {
    const idOf = async (email: string) =>
      (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    const admin = await t.login(demo.admin);
    const switched = await t.api('POST', '/api/admin/loginas', {
      token: admin,
      body: { id: await idOf(demo.member) },
    });
    expect(switched.statusCode).toBe(200);
    lines.length = 0;
    await t.api('GET', '/api/auth/user', { token: switched.json().data.token });
    expect(parsed(lines)[0]).toMatchObject({
      userId: await idOf(demo.member),
      impersonatorId: await idOf(demo.admin),
    });
  });
});

describe('request ids', () => {
  const idOf = async (app: TestApp, headers: Record<string, string> = {}, ip?: string) => {
    const answer = await app.api('GET', '/api/health', { headers, ...(ip ? { ip } : {}) });
    return String(answer.headers['x-request-id']);
  };

  it('are echoed in X-Request-Id and unique across instances: each draws its own instance id', async () => {
    const other = await startTestApp();
    try {
      const ids = [await idOf(t), await idOf(t), await idOf(other), await idOf(other)];
      expect(new Set(ids).size).toBe(4);
      for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
      const instances = new Set(ids.map((id) => id.split('-')[0]));
      expect(instances.size).toBe(2);
    } finally {
      await other.close();
    }
    lines.length = 0;
    const echoed = await idOf(t);
    expect(parsed(lines)[0]?.reqId).toBe(echoed);
  });

  it("are the trusted proxy's X-Request-Id when well formed, and never a client's", async () => {
    const proxyLines: string[] = [];
    const behindProxy = await startTestApp({
      env: { TRUST_PROXY: '10.0.0.0/24' },
      logger: capturedLogger(proxyLines),
    });
    try {
      const nginx = '4f1d0c7a9b3e4c2d8e6f0a1b2c3d4e5f';
      expect(await idOf(behindProxy, { 'x-request-id': nginx }, '10.0.0.5')).toBe(nginx);
      expect(parsed(proxyLines).at(-1)?.reqId).toBe(nginx);
      const uuid = '3b241101-e2bb-4255-8caf-4136c566a962';
      expect(await idOf(behindProxy, { 'x-request-id': uuid }, '::ffff:10.0.0.7')).toBe(uuid);

      // Not well formed: a forged log line, spaces, too short, too long.
      for (const bad of ['abc\n{"level":60}', 'abc def ghi', 'short', 'x'.repeat(65)]) {
        const id = await idOf(behindProxy, { 'x-request-id': bad }, '10.0.0.5');
        expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
      }
      // Well formed but sent by a client that is not the proxy.
      expect(await idOf(behindProxy, { 'x-request-id': nginx }, '203.0.113.9')).not.toBe(nginx);
    } finally {
      await behindProxy.close();
    }
    // Without TRUST_PROXY nobody's id is taken.
    expect(await idOf(t, { 'x-request-id': '4f1d0c7a9b3e4c2d8e6f0a1b2c3d4e5f' })).not.toContain('4f1d0c7a');
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
