import type { Db } from '../db/database';
import { requireSession } from './policies';
import type { ActiveSession } from './sessions';
import { nowIso } from './time';

declare const vouched: unique symbol;

/**
 * Who did something, as the audit log records it: the person (`actorId`) and, while an admin is
 * logged in as a member (features/admin-users/log-in-as.ts), the member's account (`actedAsId`).
 * Only `auditActor` and `actorWithoutSession` make one, so a bare user id does not type-check as an
 * actor, and a new call site cannot put the member where the admin acted.
 */
export interface AuditActor {
  readonly actorId: number;
  readonly actedAsId: number | null;
  readonly [vouched]: true;
}

/** The real person behind a session: the admin who logged in as the member, else its own user. */
export function auditActor(session: Pick<ActiveSession, 'user' | 'impersonatorId'>): AuditActor {
  const actor =
    session.impersonatorId === null
      ? { actorId: session.user.id, actedAsId: null }
      : { actorId: session.impersonatorId, actedAsId: session.user.id };
  return actor as AuditActor;
}

/** The actor of a signed-in request (401 without a session), for handlers that write audited changes. */
export const requestActor = (request: { session: ActiveSession | null }): AuditActor =>
  auditActor(requireSession(request.session));

/**
 * A person acting with no session at all: a link or one-time code proves who they are (password
 * reset, activation), or a job finishes what they started (the id it kept). Never where a session
 * exists: use `auditActor(session)` there.
 */
export function actorWithoutSession(userId: number): AuditActor {
  return { actorId: userId, actedAsId: null } as AuditActor;
}

export interface AuditEntry {
  /** `auditActor(session)`, `actorWithoutSession(id)`, or null when no person acted (a visitor, the system). */
  actor: AuditActor | null;
  action: string;
  subjectType?: string;
  subjectId?: string | number;
  details?: Record<string, unknown>;
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actor?.actorId ?? null,
      acted_as_id: entry.actor?.actedAsId ?? null,
      action: entry.action,
      subject_type: entry.subjectType ?? null,
      subject_id: entry.subjectId === undefined ? null : String(entry.subjectId),
      details: entry.details ? JSON.stringify(entry.details) : null,
      created_at: nowIso(),
    })
    .execute();
}
