import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from './app';
import { createContext } from './context';
import { openDatabase } from './db/database';
import { prepareDatabase } from './db/prepare';
import type { Env } from './env';
import { startPaymentWorkers } from './features/payments/workers';
import { startRefereeReminders } from './features/referee-reminders/worker';
import { startSubscriptionWorkers } from './features/subscriptions/worker';
import { mailerFor } from './platform/mail';
import { OutboxWorker } from './platform/outbox';
import { pruneRateLimits } from './platform/rate-limit';
import { asyncStdout, loggerOptions } from './platform/request-log';
import { smsSenderFor } from './platform/sms';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  stop(): Promise<void>;
}

/** Opens the database, migrates, seeds, starts the outbox worker and listens. Used by main and tests. */
export async function startServer(env: Env): Promise<RunningServer> {
  const handle = openDatabase(env.DATABASE_URL);
  // The app's logger comes later: these lines have its JSON shape and go to standard output too.
  const startupLog = pino({ level: env.LOG_LEVEL });
  try {
    // Under the start-up lock: instances started together take turns (decision 0040).
    await prepareDatabase(handle.db, {
      demo: env.SEED_DEMO,
      superAdminEmail: env.SUPER_ADMIN_EMAIL,
      onWait: (line) => startupLog.warn(line),
      onRebuilt: (line) => startupLog.info(line),
    });
  } catch (error) {
    await handle.close();
    throw error;
  }
  const context = createContext(handle.db, env);
  const app = await buildApp(context, { logger: loggerOptions(env.LOG_LEVEL, asyncStdout()) });
  const mailer = mailerFor(env.SMTP_URL, env.MAIL_FROM);
  const worker = new OutboxWorker({
    db: handle.db,
    mailer,
    sms: smsSenderFor(env),
    log: app.log,
    maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
    pollMs: env.OUTBOX_POLL_MS,
    retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
  });
  const address = await app.listen({ port: env.PORT, host: env.HOST });
  worker.start();
  const paymentWorkers = startPaymentWorkers({
    ...env,
    db: handle.db,
    services: await context.paymentServices(app.log),
    log: app.log,
  });
  const refereeReminders = startRefereeReminders(context, app.log);
  const subscriptionWorkers = startSubscriptionWorkers(context, app.log);
  const DAY = 24 * 60 * 60_000;
  const housekeeping = setInterval(() => {
    pruneRateLimits(handle.db, DAY).catch((error: unknown) =>
      app.log.error({ err: error }, 'housekeeping failed'),
    );
  }, 60 * 60_000).unref();
  return {
    app,
    url: address,
    async stop() {
      clearInterval(housekeeping);
      await worker.stop();
      await paymentWorkers.stop();
      await refereeReminders.stop();
      await subscriptionWorkers.stop();
      await app.close();
      mailer.close();
      await handle.close();
    },
  };
}
