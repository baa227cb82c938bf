import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { createContext } from './context';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seed } from './db/seed';
import type { Env } from './env';
import { startPaymentWorkers } from './features/payments/workers';
import { startRefereeReminders } from './features/referee-reminders/worker';
import { startSubscriptionWorkers } from './features/subscriptions/worker';
import { mailerFor } from './platform/mail';
import { OutboxWorker } from './platform/outbox';
import { pruneRateLimits } from './platform/rate-limit';
import { asyncStdout, loggerOptions } from './platform/request-log';
import { smsSenderFor } from './platform/sms';
import { fileStoreFor } from './platform/storage';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  stop(): Promise<void>;
}

/** Opens the database, migrates, seeds, starts the outbox worker and listens. Used by main and tests. */
export async function startServer(env: Env): Promise<RunningServer> {
  // A store that cannot keep files fails the start with the setting to fix, not the first upload with 500.
  await fileStoreFor(env).probe();
  const handle = openDatabase(env.DATABASE_URL);
  await migrateToLatest(handle.db);
  await seed(handle.db, { demo: env.SEED_DEMO, superAdminEmail: env.SUPER_ADMIN_EMAIL });
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
