import { type OutboxMessageDetail, type OutboxResendAll, outboxMessages } from '../../../contract/outbox';
import type { Db } from '../../db/database';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { conflict, notFound } from '../../platform/errors';
import { outboxSummaryColumns } from '../../platform/outbox';
import { resendFailed, resendOne } from '../../platform/outbox-resend';

/**
 * GET admin/outbox/{id}: one message as staff read it. The text body only (the HTML is never sent to
 * the browser), and none at all for a message carrying a one-time code or one-use link: a code
 * still valid must not be readable by staff (decision 0042).
 */
export async function readOutboxMessage(db: Db, id: number): Promise<OutboxMessageDetail> {
  const row = await db
    .selectFrom('outbox')
    .select([...outboxSummaryColumns, 'body_text', 'next_attempt_at', 'failing_since'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  const secret = row.secret === 1;
  return { ...row, secret, body_text: secret ? null : row.body_text };
}

/** Who asked: staff in the message log (the actor), or an operator's `outbox:resend` (no actor). */
export type ResendVia = 'staff' | 'operator command';

/** POST admin/outbox/{id}/resend: queue it again, audited with what it was before. */
export async function resendOutboxMessage(
  db: Db,
  actor: AuditActor | null,
  id: number,
  via: ResendVia = 'staff',
): Promise<{ message: string; data: { resent: boolean } }> {
  return db.transaction().execute(async (trx) => {
    const result = await resendOne(trx, id);
    switch (result.outcome) {
      case 'missing':
        throw notFound();
      case 'secret':
        throw conflict(outboxMessages.secretNotResendable);
      case 'not-resendable':
        throw conflict(outboxMessages.notResendable);
      case 'already-queued':
        return { message: outboxMessages.alreadyQueued, data: { resent: false } };
      case 'resent':
        await recordAudit(trx, {
          actor,
          action: 'outbox.resent',
          subjectType: 'outbox',
          subjectId: id,
          details: { via, before: result.before, after: { status: 'pending', attempts: 0 } },
        });
        return { message: outboxMessages.resent, data: { resent: true } };
    }
  });
}

/** Audit details keep the ids of a bulk resend, up to this many. */
const AUDITED_IDS = 1000;

/** POST admin/outbox/resend-failed: every failed message again, one audit row for the lot. */
export async function resendFailedMessages(
  db: Db,
  actor: AuditActor | null,
  filter: { since?: string },
  via: ResendVia = 'staff',
): Promise<{ message: string; data: OutboxResendAll }> {
  return db.transaction().execute(async (trx) => {
    const { resent, skippedSecret, ids } = await resendFailed(trx, filter);
    if (resent > 0) {
      await recordAudit(trx, {
        actor,
        action: 'outbox.resent-failed',
        subjectType: 'outbox',
        details: {
          via,
          since: filter.since ?? null,
          resent,
          skippedSecret,
          ids: ids.slice(0, AUDITED_IDS),
          before: { status: 'failed' },
          after: { status: 'pending', attempts: 0 },
        },
      });
    }
    return { message: outboxMessages.resentAll(resent, skippedSecret), data: { resent, skippedSecret } };
  });
}
