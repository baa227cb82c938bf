import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { PollingWorker } from '../../platform/polling-worker';
import { remindReferees } from './remind-referees';

/** Hourly: reminders are counted in days, so an hour late is never noticed. */
const REMINDER_POLL_MS = 60 * 60_000;

/** Starts the hourly referee reminder pass; stop() waits for a running pass. */
export function startRefereeReminders(context: AppContext, log: FastifyBaseLogger): PollingWorker {
  const worker = new PollingWorker(
    'referee reminders',
    async () => {
      const pass = await remindReferees(context, new Date(), log);
      if (pass.reminded > 0 || pass.failed > 0) log.info(pass, 'referee reminder pass');
    },
    REMINDER_POLL_MS,
    log,
  );
  worker.start();
  return worker;
}
