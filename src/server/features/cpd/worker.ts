import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { PollingWorker } from '../../platform/polling-worker';
import { remindCpd } from './remind-cpd';

/** Hourly: reminder points are days, so an hour late is never noticed. */
const CPD_REMINDER_POLL_MS = 60 * 60_000;

/** Starts the CPD reminder pass (decision 0048); stop() waits for a running pass. */
export function startCpdReminders(context: AppContext, log: FastifyBaseLogger): { stop(): Promise<void> } {
  const worker = new PollingWorker(
    'CPD reminders',
    async () => {
      const pass = await remindCpd(context, new Date(), log);
      if (pass.reminded + pass.failed > 0) log.info(pass, 'CPD reminder pass');
    },
    CPD_REMINDER_POLL_MS,
    log,
  );
  worker.start();
  return { stop: () => worker.stop() };
}
