import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

/** What a production deployment must set; each test takes one away. */
const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://portal.eik.example',
  SMTP_URL: 'smtp://mailer:secret@smtp.eik.example:587',
  PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
};

describe('payment provider settings', () => {
  it('refuses the sandbox checkout in production unless a demo says so', () => {
    const { PAYMENT_SANDBOX_IN_PRODUCTION: _, ...withoutSandbox } = production;
    expect(() => loadEnv(withoutSandbox)).toThrow(/PAYMENT_PROVIDER: the sandbox checkout/);
    expect(loadEnv(production).PAYMENT_PROVIDER).toBe('sandbox');
    expect(loadEnv({ NODE_ENV: 'development' }).PAYMENT_PROVIDER).toBe('sandbox');
  });
});

describe('production refuses unsafe settings', () => {
  it('starts with a complete production configuration, without demo accounts', () => {
    const env = loadEnv(production);
    expect(env.SEED_DEMO).toBe(false);
    expect(env.PUBLIC_URL).toBe('https://portal.eik.example');
  });

  it('refuses demo seeding unless a demo site says so', () => {
    expect(() => loadEnv({ ...production, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO: demo accounts/);
    expect(loadEnv({ ...production, SEED_DEMO: 'true', SEED_DEMO_IN_PRODUCTION: 'true' }).SEED_DEMO).toBe(
      true,
    );
    expect(loadEnv({ NODE_ENV: 'development' }).SEED_DEMO).toBe(true);
  });

  it('refuses an http, localhost or missing PUBLIC_URL unless a demo site says so', () => {
    for (const PUBLIC_URL of ['http://portal.eik.example', 'https://localhost:3000', 'https://127.0.0.1']) {
      expect(() => loadEnv({ ...production, PUBLIC_URL })).toThrow(/PUBLIC_URL: is /);
    }
    const { PUBLIC_URL: _, ...withoutUrl } = production;
    expect(() => loadEnv(withoutUrl)).toThrow(/PUBLIC_URL: defaults to http:\/\/localhost:3000/);
    const demo = loadEnv({
      ...production,
      PUBLIC_URL: 'http://demo.eik.example',
      INSECURE_PUBLIC_URL_IN_PRODUCTION: 'true',
    });
    expect(demo.PUBLIC_URL).toBe('http://demo.eik.example');
  });

  it('refuses to run without SMTP unless a demo site says so', () => {
    expect(() => loadEnv({ ...production, SMTP_URL: '' })).toThrow(/SMTP_URL: is empty/);
    expect(loadEnv({ ...production, SMTP_URL: '', SMTP_OPTIONAL_IN_PRODUCTION: 'true' }).SMTP_URL).toBe('');
  });

  it('names every problem at once', () => {
    expect(() =>
      loadEnv({ NODE_ENV: 'production', PAYMENT_SANDBOX_IN_PRODUCTION: 'true', SEED_DEMO: 'yes' }),
    ).toThrow(/SEED_DEMO[\s\S]*PUBLIC_URL[\s\S]*SMTP_URL/);
  });
});

describe('addresses', () => {
  it('takes SQLite files and PostgreSQL addresses, and refuses any other scheme', () => {
    for (const url of [
      'file:./data/portal.sqlite',
      './data/portal.sqlite',
      ':memory:',
      'postgres://u:p@db:5432/portal',
      'postgresql://db/portal',
    ]) {
      expect(loadEnv({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
    }
    for (const url of ['mysql://u:p@db/portal', 'sqlite://portal.db', 'postgres:/portal', '']) {
      expect(() => loadEnv({ DATABASE_URL: url })).toThrow(/DATABASE_URL: must be a SQLite file/);
    }
  });

  it('reports a mistyped SMTP_URL as configuration, not a crash', () => {
    expect(() => loadEnv({ SMTP_URL: 'notaurl' })).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ address/,
    );
    expect(() => loadEnv({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
    expect(loadEnv({ SMTP_URL: 'smtps://u:p@mail.example:465' }).SMTP_URL).toBe(
      'smtps://u:p@mail.example:465',
    );
  });

  it('refuses a PUBLIC_URL that is not http(s)', () => {
    expect(() => loadEnv({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or the proxies addresses and CIDRs', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
    ]);
  });

  it('refuses true, which would believe any X-Forwarded-For a client sends, and anything not an address', () => {
    for (const value of ['true', 'yes', '10.0.0.0/33', 'proxy.example', '10.0.0.1/8/2']) {
      expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: give the number of proxies/);
    }
  });
});
