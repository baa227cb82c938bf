import type { z } from 'zod';
import { bulkMessageMessages, type bulkMessageSchema } from '../../../contract/bulk-messages';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { badRequest } from '../../platform/errors';
import { enqueueAll } from '../../platform/outbox';
import { composeNotice, senderName } from '../access/public';

export interface BulkRecipients {
  /** The selected rows' e-mail addresses, null for a row without one. */
  emails: readonly (string | null)[];
  /** The audit row: what was written to, e.g. 'member.bulk-message-sent' about 'member_register'. */
  action: string;
  subjectType: string;
}

/**
 * One e-mail from staff to the rows selected on a staff list (issue 27): one outbox message per
 * address (a recipient sees no one else), delivered and retried by the outbox worker, and one audit
 * row with the count rather than a row per recipient. All or nothing: inside one transaction.
 * `find` reads the recipients inside that transaction, so they are the rows as they are now.
 */
export async function sendBulkMessage(
  context: AppContext,
  actor: AuditActor,
  message: z.output<typeof bulkMessageSchema>,
  find: (db: Db, ids: readonly number[]) => Promise<BulkRecipients>,
): Promise<{ queued: number; withoutEmail: number }> {
  return context.db.transaction().execute(async (trx) => {
    const found = await find(trx, message.ids);
    const addresses = [...new Set(found.emails.filter((email): email is string => Boolean(email)))];
    if (addresses.length === 0) throw badRequest(bulkMessageMessages.nobodyReachable);
    const organisation = await senderName({ ...context, db: trx });
    const paragraphs = message.text
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean);
    // No "if you did not ask for this" footer: the body wrote to its members on purpose.
    const queued = addresses.flatMap((email) =>
      composeNotice(organisation, { email }, message.subject, paragraphs, '', undefined, ''),
    );
    await enqueueAll(trx, queued);
    const withoutEmail = found.emails.filter((email) => !email).length;
    await recordAudit(trx, {
      actor,
      action: found.action,
      subjectType: found.subjectType,
      details: {
        recipients: addresses.length,
        selected: found.emails.length,
        withoutEmail,
        subject: message.subject,
      },
    });
    return { queued: addresses.length, withoutEmail };
  });
}
