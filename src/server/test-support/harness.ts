import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { type AppContext, createContext } from '../context';
import { type DatabaseHandle, type Db, openDatabase } from '../db/database';
import { type Dialect, dialectOfUrl } from '../db/dialect';
import { migrateToLatest } from '../db/migrate';
import { seed } from '../db/seed';
import { DEMO_PASSWORD, demoAccounts } from '../db/seed/demo';
import { type Env, loadEnv } from '../env';

export { DEMO_PASSWORD, demoAccounts };

export const SUPER_ADMIN_EMAIL = 'superadmin@eik.example';

/** The seeded demo accounts by role (see db/seed/demo.ts); all use DEMO_PASSWORD. */
export const demo = {
  superAdmin: SUPER_ADMIN_EMAIL,
  admin: 'admin@eik.example',
  approver: 'approver@eik.example',
  member: 'member@eik.example',
  applicant: 'applicant@eik.example',
  firm: 'firm@eik.example',
} as const;

/** Set by scripts/with-postgres.mjs (or by hand) to run the suite on PostgreSQL. */
const pgAdminUrl = (): string | undefined => {
  const url = process.env.TEST_DATABASE_URL;
  return url && dialectOfUrl(url) === 'postgres' ? url : undefined;
};

export const testDialect = (): Dialect => (pgAdminUrl() ? 'postgres' : 'sqlite');

export interface TestDatabase {
  url: string;
  handle: DatabaseHandle;
  /** Closes the connection and removes the database. */
  drop(): Promise<void>;
}

/** A fresh, empty database: a temp SQLite file, or a uniquely named database on TEST_DATABASE_URL. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `portal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const adminUrl = pgAdminUrl();
  if (!adminUrl) {
    const file = join(tmpdir(), `${name}.sqlite`);
    const handle = openDatabase(`file:${file}`);
    return {
      url: `file:${file}`,
      handle,
      async drop() {
        await handle.close();
        // .startup-lock: the start-up lock's file (db/startup-lock.ts), made by a start or a CLI command.
        for (const suffix of ['', '-wal', '-shm', '.startup-lock'])
          rmSync(`${file}${suffix}`, { force: true });
      },
    };
  }
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase(url.toString());
  return {
    url: url.toString(),
    handle,
    async drop() {
      await handle.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface TestAppOptions {
  /** Extra or overriding environment variables (strings, as in process.env). */
  env?: Record<string, string>;
  /** A Fastify logger option, e.g. to capture log lines in a stream; silent otherwise. */
  logger?: FastifyServerOptions['logger'];
}

export interface ApiOptions {
  token?: string;
  /** JSON value, or FormData sent as multipart/form-data. */
  body?: unknown;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
  /** The caller's address; rate limits count per address. */
  ip?: string;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  dialect: Dialect;
  env: Env;
  context: AppContext;
  /** Signs in through the API and returns the session token; throws unless the answer is 200. */
  login(email: string, password?: string): Promise<string>;
  api(method: Method, url: string, options?: ApiOptions): Promise<LightMyRequestResponse>;
  /** Runs the seed again, as a restart would. */
  reseed(): Promise<void>;
  close(): Promise<void>;
}

export function testEnv(databaseUrl: string, overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: 'http://localhost:3000',
    SUPER_ADMIN_EMAIL,
    LOG_LEVEL: 'silent',
    SMTP_URL: '',
    SEED_DEMO: 'true',
    // Every search sees the changes made just before it, as a test expects.
    SEARCH_INDEX_REFRESH_MS: '0',
    // A folder that does not exist: tests see the API only, whether or not the web app is built.
    WEB_DIST: join(tmpdir(), 'portal-tests-no-web-dist'),
    ...overrides,
  });
}

/** Serializes FormData the way a browser would, for app.inject. */
export async function multipart(form: FormData): Promise<{ payload: Buffer; contentType: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** A migrated, seeded database and the app built on it. Call in beforeAll; close in afterAll. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const { db } = database.handle;
  // Each test app keeps its uploaded files in its own temp folder, removed on close.
  const filesDir = mkdtempSync(join(tmpdir(), 'portal-test-files-'));
  const removeFiles = () => rmSync(filesDir, { recursive: true, force: true });
  const env = testEnv(database.url, { FILES_DIR: filesDir, ...options.env });
  const seedDb = () => seed(db, { demo: true, superAdminEmail: env.SUPER_ADMIN_EMAIL });
  const context = createContext(db, env);
  let app: FastifyInstance;
  try {
    await migrateToLatest(db);
    await seedDb();
    app = await buildApp(context, options.logger === undefined ? {} : { logger: options.logger });
    await app.ready();
  } catch (error) {
    await database.drop();
    removeFiles();
    throw error;
  }

  const api: TestApp['api'] = async (method, url, { token, body, headers = {}, cookies, ip } = {}) => {
    const allHeaders: Record<string, string> = { ...headers };
    if (token) allHeaders.authorization = `Bearer ${token}`;
    let payload: string | Buffer | undefined;
    if (body instanceof FormData) {
      const form = await multipart(body);
      payload = form.payload;
      allHeaders['content-type'] = form.contentType;
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
      allHeaders['content-type'] ??= 'application/json';
    }
    return app.inject({
      method,
      url,
      headers: allHeaders,
      ...(payload === undefined ? {} : { payload }),
      ...(cookies ? { cookies } : {}),
      ...(ip ? { remoteAddress: ip } : {}),
    });
  };

  return {
    app,
    db,
    dialect: context.dialect,
    env,
    context,
    api,
    async login(email, password = DEMO_PASSWORD) {
      const response = await api('POST', '/api/auth/login', { body: { email, password } });
      if (response.statusCode !== 200) {
        throw new Error(`login of ${email} answered ${response.statusCode}: ${response.body}`);
      }
      return response.json().data.token as string;
    },
    reseed: seedDb,
    async close() {
      await app.close();
      await database.drop();
      removeFiles();
    },
  };
}

export type DemoRole = keyof typeof demo;

/** A session token for every demo account, by role, for tests that try a route as each of them. */
export async function loginEveryDemoRole(t: TestApp): Promise<Record<DemoRole, string>> {
  const tokens = {} as Record<DemoRole, string>;
  for (const role of Object.keys(demo) as DemoRole[]) tokens[role] = await t.login(demo[role]);
  return tokens;
}
