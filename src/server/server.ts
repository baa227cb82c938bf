import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import { buildApp } from './app';
import { createContext } from './context';
import { openDatabase } from './db/database';
import { prepareDatabase } from './db/prepare';
import type { Env } from './env';
import { startCpdReminders } from './features/cpd/worker';
import { startPaymentWorkers } from './features/payments/workers';
import { startRefereeReminders } from './features/referee-reminders/worker';
import { startSubscriptionWorkers } from './features/subscriptions/worker';
import { loggedShutdown, logStarted } from './platform/lifecycle-log';
import { mailerFor } from './platform/mail';
import { OutageLog } from './platform/outage-log';
import { OutboxWorker } from './platform/outbox';
import { pruneRateLimits } from './platform/rate-limit';
import { asyncStdout, loggerOptions, newInstanceId } from './platform/request-log';
import { smsSenderFor } from './platform/sms';
import { fileStoreFor } from './platform/storage';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  /** Drains and closes; `reason` (the signal) goes in the shutdown lines. */
  stop(reason?: string): Promise<void>;
}

/** Opens the database, migrates, seeds, starts the outbox worker and listens. Used by main and tests. */
export async function startServer(
  env: Env,
  options: { logStream?: DestinationStream } = {},
): Promise<RunningServer> {
  // A store that cannot keep files fails the start with the setting to fix, not the first upload with 500.
  await fileStoreFor(env).probe();
  const handle = openDatabase(env.DATABASE_URL);
  // The app's logger comes later: these lines have its JSON shape and go to standard output too.
  const startupLog = pino({ level: env.LOG_LEVEL }, options.logStream ?? pino.destination(1));
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
  const instance = newInstanceId();
  const app = await buildApp(context, {
    logger: loggerOptions(env.LOG_LEVEL, options.logStream ?? asyncStdout()),
    instanceId: instance,
  });
  const mailer = mailerFor(env.SMTP_URL, env.MAIL_FROM);
  const worker = new OutboxWorker({
    db: handle.db,
    mailer,
    sms: smsSenderFor(env),
    log: app.log,
    retryForMs: env.OUTBOX_RETRY_FOR_HOURS * 60 * 60_000,
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
  const cpdReminders = startCpdReminders(context, app.log);
  const DAY = 24 * 60 * 60_000;
  const housekeepingLog = new OutageLog('housekeeping', app.log);
  const housekeeping = setInterval(() => {
    pruneRateLimits(handle.db, DAY).then(
      () => housekeepingLog.succeeded(),
      (error: unknown) => housekeepingLog.failed(error),
    );
  }, 60 * 60_000).unref();
  logStarted(app.log, {
    port: (app.server.address() as AddressInfo).port,
    dialect: context.dialect,
    instance,
    publicUrl: env.PUBLIC_URL,
  });
  return {
    app,
    url: address,
    stop: (reason = 'stop') =>
      loggedShutdown(app.log, reason, async () => {
        clearInterval(housekeeping);
        await worker.stop();
        await paymentWorkers.stop();
        await refereeReminders.stop();
        await subscriptionWorkers.stop();
        await cpdReminders.stop();
        await app.close();
        mailer.close();
        await handle.close();
      }),
  };
}
