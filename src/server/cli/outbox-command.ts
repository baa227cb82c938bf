import { migrateDatabase } from '../db/prepare';
import { resendFailedMessages, resendOutboxMessage } from '../features/admin/outbox-message';
import { AppError } from '../platform/errors';
import type { CliCommand } from './command';
import { onDatabase } from './database-commands';

const USAGE = 'outbox:resend      queue failed messages again: all, --since DATE (queued since), or --id N';

type Parsed = { id: number } | { since: string | undefined } | { error: string };

function parse(args: string[]): Parsed {
  let id: number | undefined;
  let since: string | undefined;
  for (let index = 0; index < args.length; index += 1) {
    const [flag, value] = [args[index], args[index + 1]];
    if (flag === '--id' && value && /^\d+$/.test(value) && Number(value) > 0) id = Number(value);
    else if (flag === '--since' && value && !Number.isNaN(Date.parse(value)))
      since = new Date(Date.parse(value)).toISOString();
    else return { error: `Not understood: ${args.slice(index).join(' ')}` };
    index += 1;
  }
  if (id !== undefined && since !== undefined) return { error: 'Give --id or --since, not both.' };
  return id === undefined ? { since } : { id };
}

/**
 * `outbox:resend`: after an SMTP outage longer than the retry window, the operator puts the failed
 * mail back in the queue; the running instances send it. Audited like the staff button, without an
 * actor. Messages carrying a one-time code or a one-use link are left out (decision 0042).
 */
export const outboxResendCommand: CliCommand = {
  name: 'outbox:resend',
  usage: USAGE,
  async run(args, env, out) {
    const parsed = parse(args);
    if ('error' in parsed) {
      out(parsed.error);
      out(`Usage: node dist/server/cli.js ${USAGE}`);
      out('DATE is a date or an ISO time, e.g. 2026-11-27 or 2026-11-27T18:00:00Z.');
      return 2;
    }
    return onDatabase(env, async (db) => {
      await migrateDatabase(db, { onWait: out, onRebuilt: out });
      try {
        if ('id' in parsed) {
          const { message } = await resendOutboxMessage(db, null, parsed.id, 'operator command');
          out(`Message ${parsed.id}: ${message}`);
          return 0;
        }
        const { data } = await resendFailedMessages(db, null, parsed, 'operator command');
        out(`Queued again: ${data.resent} failed message${data.resent === 1 ? '' : 's'}.`);
        if (data.skippedSecret > 0)
          out(
            `Left out: ${data.skippedSecret} carrying a one-time code or a one-use link (the person asks anew).`,
          );
        if (data.resent > 0) out('A running portal instance sends them within its next outbox poll.');
        return 0;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        // Only --id refuses: a missing message, a secret one, or one still pending is said so.
        out(
          error.status === 404
            ? `Not resent: there is no message ${'id' in parsed ? parsed.id : ''}.`
            : `Not resent: ${error.message}`,
        );
        return 1;
      }
    });
  },
};
