import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { PollingWorker } from '../../platform/polling-worker';
import { billPendingRuns } from './bill-period';
import { remindSubscriptions } from './remind-subscriptions';

/** A started run should show progress within a couple of seconds of Start. */
const BILLING_POLL_MS = 2000;
/** Hourly: reminders are counted in days, so an hour late is never noticed. */
const REMINDER_POLL_MS = 60 * 60_000;

/** Starts the subscription billing worker and the reminder pass; stop() waits for running passes. */
export function startSubscriptionWorkers(
  context: AppContext,
  log: FastifyBaseLogger,
): { stop(): Promise<void> } {
  const billing = new PollingWorker(
    'subscription billing',
    async () => {
      const finished = await billPendingRuns(context);
      if (finished > 0) log.info({ finished }, 'subscription billing runs finished');
    },
    BILLING_POLL_MS,
    log,
  );
  const reminders = new PollingWorker(
    'subscription reminders',
    async () => {
      const pass = await remindSubscriptions(context, new Date(), log);
      if (pass.before + pass.after + pass.failed > 0) log.info(pass, 'subscription reminder pass');
    },
    REMINDER_POLL_MS,
    log,
  );
  billing.start();
  reminders.start();
  return {
    async stop() {
      await Promise.all([billing.stop(), reminders.stop()]);
    },
  };
}
