import { isIP } from 'node:net';
import { z } from 'zod';
import { REFEREE_LINK_DAYS } from '../contract/profile-sections/referees';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const isCidr = (value: string): boolean => {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
};

/** Fastify's trustProxy: false, a hop count, or the proxies' addresses and CIDRs. */
const trustProxySchema = z
  .string()
  .trim()
  .default('false')
  .transform((value, context): false | number | string[] => {
    if (['', 'false', 'no', '0'].includes(value)) return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (!['true', 'yes'].includes(value) && entries.every(isCidr)) return entries;
    context.addIssue({
      code: 'custom',
      message:
        'give the number of proxies in front of the portal (e.g. 1) or their addresses or CIDRs (e.g. 10.0.0.5,10.1.0.0/16); true would believe any X-Forwarded-For a client sends',
    });
    return z.NEVER;
  });

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/**
 * Every setting the server reads, with a default that works on a laptop.
 * README lists the same variables; readme-config.test.ts fails when the two differ.
 */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .default('file:./data/portal.sqlite')
      .refine(
        isDatabaseUrl,
        'must be a SQLite file (file:./data/portal.sqlite, or a path) or a PostgreSQL address (postgres://user:pass@host:5432/db)',
      ),
    /** The address people use to reach the portal (links in e-mails); defaults to http://localhost:PORT. */
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Production refuses an http or localhost PUBLIC_URL (links to nowhere, a cookie sent in clear) unless this says so. */
    INSECURE_PUBLIC_URL_IN_PRODUCTION: flag.default(false),
    SMTP_URL: z
      .string()
      .trim()
      .default('')
      .refine(isSmtpUrl, 'must be an smtp:// or smtps:// address, e.g. smtp://user:pass@host:587'),
    /** Production refuses to run without SMTP_URL (no mail would ever leave) unless this says so. */
    SMTP_OPTIONAL_IN_PRODUCTION: flag.default(false),
    MAIL_FROM: z.string().default('Engineers Institute of Kenya <no-reply@eik.example>'),
    SMS_PROVIDER: z.enum(['log', 'africastalking']).default('log'),
    /** Africa's Talking (SMS_PROVIDER=africastalking): application username ('sandbox' for the sandbox) and API key. */
    AT_USERNAME: z.string().trim().default(''),
    AT_API_KEY: z.string().trim().default(''),
    /** Registered sender id or short code; empty uses the account's default. */
    AT_SENDER_ID: z.string().trim().default(''),
    /** Defaults to production, or to the sandbox when AT_USERNAME is 'sandbox'. */
    AT_BASE_URL: z.url().optional(),
    SUPER_ADMIN_EMAIL: z.email().default('superadmin@eik.example'),
    SESSION_TTL_MINUTES: z.coerce
      .number()
      .int()
      .min(5)
      .max(60 * 24 * 30)
      .default(480),
    /** Demo accounts with the README's public password; default true, except in production. */
    SEED_DEMO: flag.optional(),
    /** Production refuses demo seeding unless this says so (a demo site). */
    SEED_DEMO_IN_PRODUCTION: flag.default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(2000),
    /**
     * How long a message is retried after its first failed delivery before it is marked failed:
     * a day by default, so an overnight SMTP outage loses nothing (decision 0042).
     */
    OUTBOX_RETRY_FOR_HOURS: z.coerce
      .number()
      .min(0.01)
      .max(24 * 14)
      .default(24),
    /** Wait before the first retry of a failed delivery; doubles per attempt, up to 15 minutes. */
    OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(50).default(30_000),
    LOGIN_ATTEMPTS_PER_15_MIN: z.coerce.number().int().min(1).default(10),
    /** Public member searches per client address and minute, counted by each server instance. */
    SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    /**
     * How old, at most, each instance's in-memory copy of the member search index may get before a
     * search first replays the changes other instances recorded; 0 checks on every search.
     */
    SEARCH_INDEX_REFRESH_MS: z.coerce.number().int().min(0).max(60_000).default(250),
    /**
     * The proxies in front of the portal, whose X-Forwarded-For is believed: a hop count (1 for one
     * load balancer) or their addresses and CIDRs. Trusting every hop would let a client choose its
     * own address, so `true` is refused.
     */
    TRUST_PROXY: trustProxySchema,
    WEB_DIST: z.string().default('dist/web'),
    /**
     * Signs the ALTCHA bot-check challenges. Empty: a key generated once and kept in the database,
     * so every instance uses the same one.
     */
    ALTCHA_HMAC_KEY: z
      .string()
      .default('')
      .refine((value) => value === '' || value.length >= 32, 'must be at least 32 characters'),
    /** Where uploaded files are kept (FILE_STORE=local), or received before they go to S3 (FILE_STORE=s3). */
    FILES_DIR: z.string().min(1).default('./data/files'),
    /** `local`: files on disk under FILES_DIR (one machine); `s3`: an S3-compatible bucket (several instances). */
    FILE_STORE: z.enum(['local', 's3']).default('local'),
    /** S3-compatible endpoint, addressed path-style: https://s3.<region>.amazonaws.com, http://minio:9000, ... */
    S3_ENDPOINT: z.string().trim().default(''),
    S3_REGION: z.string().trim().default('us-east-1'),
    S3_BUCKET: z.string().trim().default(''),
    S3_ACCESS_KEY_ID: z.string().trim().default(''),
    S3_SECRET_ACCESS_KEY: z.string().trim().default(''),
    /** `sandbox`: the portal's own checkout page (no money moves); `mpesa`: Safaricom Daraja STK push. */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'mpesa']).default('sandbox'),
    /** The sandbox posts receipts without money moving: in production only when this says so (a demo). */
    PAYMENT_SANDBOX_IN_PRODUCTION: flag.default(false),
    /** The secret in the payment callback URL; empty: one generated once and kept in the database. */
    PAYMENT_CALLBACK_SECRET: z
      .string()
      .trim()
      .default('')
      .refine(
        (value) => value === '' || /^[A-Za-z0-9_-]{24,}$/.test(value),
        'at least 24 letters, digits, - or _',
      ),
    /** Signs the sandbox gateway's callbacks; empty: one generated once and kept in the database. */
    SANDBOX_SIGNING_SECRET: z.string().default(''),
    /** How often callbacks left unprocessed (e.g. by a crash after the acknowledgement) are picked up. */
    PAYMENT_CALLBACK_POLL_MS: z.coerce.number().int().min(50).default(5000),
    /** How often payments still pending are looked for and queried at the provider. */
    PAYMENT_RECONCILE_POLL_MS: z.coerce.number().int().min(50).default(30_000),
    /** How long a payment may wait for its callback before the provider is asked for its status. */
    PAYMENT_RECONCILE_AFTER_MS: z.coerce.number().int().min(0).default(120_000),
    MPESA_BASE_URL: z.url().default('https://sandbox.safaricom.co.ke'),
    MPESA_CONSUMER_KEY: z.string().trim().default(''),
    MPESA_CONSUMER_SECRET: z.string().trim().default(''),
    /** The paybill or till number the STK push pays (BusinessShortCode and PartyB). */
    MPESA_SHORTCODE: z.string().trim().default(''),
    MPESA_PASSKEY: z.string().trim().default(''),
    /**
     * Days a referee's request waits unanswered before a reminder (a fresh link) is e-mailed, counted
     * from the request or the last reminder. At most REFEREE_LINK_DAYS - 1, so the reminder goes out
     * while the link still works.
     */
    REFEREE_REMINDER_DAYS: z.coerce
      .number()
      .int()
      .min(1)
      .max(REFEREE_LINK_DAYS - 1)
      .default(7),
    /** How many reminders a referee gets at most for one request; 0 sends none. */
    REFEREE_REMINDER_MAX: z.coerce.number().int().min(0).max(20).default(3),
    /**
     * The projects system the sidebar's My Projects opens, with ?token= a short-lived signed hand-off
     * (never the session token). Empty: the link answers that My Projects is not available.
     */
    MY_PROJECTS_URL: z.union([z.url(), z.literal('')]).default(''),
    /** Signs the hand-off; the projects system redeems tokens at POST /api/projects/handoff. */
    MY_PROJECTS_SECRET: z.string().trim().default(''),
  })
  .superRefine((env, context) => {
    if (env.FILE_STORE === 's3') {
      for (const key of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[key])
          context.addIssue({ code: 'custom', path: [key], message: 'required when FILE_STORE=s3' });
      }
      if (env.S3_ENDPOINT && !/^https?:\/\/[^/]/.test(env.S3_ENDPOINT)) {
        context.addIssue({ code: 'custom', path: ['S3_ENDPOINT'], message: 'must be an http(s) address' });
      }
    }
    if (env.NODE_ENV === 'production') refuseUnsafeProduction(env, context);
    if (
      env.NODE_ENV === 'production' &&
      env.PAYMENT_PROVIDER === 'sandbox' &&
      !env.PAYMENT_SANDBOX_IN_PRODUCTION
    ) {
      context.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message:
          'the sandbox checkout posts receipts without money: use mpesa, or set PAYMENT_SANDBOX_IN_PRODUCTION=true for a demo',
      });
    }
    if (env.PAYMENT_PROVIDER === 'mpesa') {
      for (const key of [
        'MPESA_CONSUMER_KEY',
        'MPESA_CONSUMER_SECRET',
        'MPESA_SHORTCODE',
        'MPESA_PASSKEY',
      ] as const) {
        if (!env[key])
          context.addIssue({ code: 'custom', path: [key], message: 'required when PAYMENT_PROVIDER=mpesa' });
      }
    }
    if (env.SMS_PROVIDER !== 'africastalking') return;
    for (const key of ['AT_USERNAME', 'AT_API_KEY'] as const) {
      if (!env[key])
        context.addIssue({
          code: 'custom',
          path: [key],
          message: 'required when SMS_PROVIDER=africastalking',
        });
    }
  })
  .transform((env) => ({
    ...env,
    SEED_DEMO: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
    PUBLIC_URL: publicUrlOf(env),
    AT_BASE_URL:
      env.AT_BASE_URL ??
      (env.AT_USERNAME === 'sandbox'
        ? 'https://api.sandbox.africastalking.com'
        : 'https://api.africastalking.com'),
  }));
export type Env = z.infer<typeof envSchema>;

/** The names of the variables envSchema reads, in its order (README's configuration table lists each). */
export const envVariableNames: readonly string[] = Object.keys(envSchema.in.shape);

const publicUrlOf = (env: { PUBLIC_URL?: string; PORT: number }) =>
  env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;

/**
 * A production server that would hand out the README's demo password, mail links to localhost, send
 * its session cookie in clear or never send a mail does not start; each may be allowed for a demo site.
 */
function refuseUnsafeProduction(
  env: {
    SEED_DEMO?: boolean;
    SEED_DEMO_IN_PRODUCTION: boolean;
    PUBLIC_URL?: string;
    PORT: number;
    INSECURE_PUBLIC_URL_IN_PRODUCTION: boolean;
    SMTP_URL: string;
    SMTP_OPTIONAL_IN_PRODUCTION: boolean;
  },
  context: z.RefinementCtx,
): void {
  const refuse = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  if (env.SEED_DEMO && !env.SEED_DEMO_IN_PRODUCTION) {
    refuse(
      'SEED_DEMO',
      'demo accounts share a public password: set SEED_DEMO=false, or SEED_DEMO_IN_PRODUCTION=true for a demo site',
    );
  }
  const publicUrl = new URL(publicUrlOf(env));
  const local =
    ['localhost', '127.0.0.1', '[::1]'].includes(publicUrl.hostname) ||
    publicUrl.hostname.endsWith('.localhost');
  if ((publicUrl.protocol !== 'https:' || local) && !env.INSECURE_PUBLIC_URL_IN_PRODUCTION) {
    refuse(
      'PUBLIC_URL',
      `${env.PUBLIC_URL ? 'is' : 'defaults to'} ${publicUrl.origin}: set the https:// address people use, or INSECURE_PUBLIC_URL_IN_PRODUCTION=true for a demo site`,
    );
  }
  if (!env.SMTP_URL && !env.SMTP_OPTIONAL_IN_PRODUCTION) {
    refuse(
      'SMTP_URL',
      'is empty, so no e-mail would be sent: set it, or SMTP_OPTIONAL_IN_PRODUCTION=true for a demo site',
    );
  }
}

/** SQLite (`file:…`, a bare path or `:memory:`) or PostgreSQL; any other scheme is a mistake, not a file name. */
function isDatabaseUrl(url: string): boolean {
  if (/^postgres(ql)?:\/\/[^/]/.test(url) || url.startsWith('file:')) return true;
  return url.length > 0 && !/^[a-z][a-z0-9+.-]*:/i.test(url);
}

function isSmtpUrl(url: string): boolean {
  if (url === '') return true;
  try {
    return ['smtp:', 'smtps:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}
