import type { Db } from '../db/database';
import { nowIso } from './time';

export interface AuditEntry {
  actorId: number | null;
  action: string;
  subjectType?: string;
  subjectId?: string | number;
  details?: Record<string, unknown>;
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      subject_type: entry.subjectType ?? null,
      subject_id: entry.subjectId === undefined ? null : String(entry.subjectId),
      details: entry.details ? JSON.stringify(entry.details) : null,
      created_at: nowIso(),
    })
    .execute();
}
