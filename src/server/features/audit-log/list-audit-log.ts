import { sql } from 'kysely';
import type { z } from 'zod';
import { AUDIT_PAGE_SIZE, type AuditLogPage, type auditLogQuerySchema } from '../../../contract/audit-log';
import type { Db } from '../../db/database';
import { containsText } from '../../platform/like';
import { addDays } from '../../platform/time';
import { nameSubjects, subjectOf } from './subject-names';

/**
 * The audit log, newest first, each row with its actor's name and e-mail and, for what staff did
 * while logged in as a member, the member's. The actor filter matches either e-mail.
 */
export async function listAuditLog(
  db: Db,
  query: z.output<typeof auditLogQuerySchema>,
): Promise<AuditLogPage> {
  let base = db
    .selectFrom('audit_log')
    .leftJoin('users as actor', 'actor.id', 'audit_log.actor_id')
    .leftJoin('users as acted_as', 'acted_as.id', 'audit_log.acted_as_id');
  if (query.action) base = base.where('audit_log.action', '=', query.action);
  if (query.actor) {
    const actor = query.actor;
    base = base.where((eb) =>
      eb.or([containsText(sql.ref('actor.email'), actor), containsText(sql.ref('acted_as.email'), actor)]),
    );
  }
  if (query.subject) {
    const subject = query.subject;
    base = base.where((eb) =>
      eb.or([
        containsText(sql.ref('audit_log.subject_type'), subject),
        containsText(sql.ref('audit_log.subject_id'), subject),
      ]),
    );
  }
  if (query.from) base = base.where('audit_log.created_at', '>=', query.from);
  if (query.to) base = base.where('audit_log.created_at', '<', addDays(query.to, 1));

  const [{ total } = { total: 0 }] = await base
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .execute();
  const rows = await base
    .select([
      'audit_log.id',
      'audit_log.created_at',
      'audit_log.action',
      'audit_log.subject_type',
      'audit_log.subject_id',
      'audit_log.details',
      'actor.name as actor_name',
      'actor.email as actor_email',
      'acted_as.name as acted_as_name',
      'acted_as.email as acted_as_email',
    ])
    .orderBy('audit_log.created_at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(AUDIT_PAGE_SIZE)
    .offset((query.page - 1) * AUDIT_PAGE_SIZE)
    .execute();
  const subjects = await nameSubjects(db, rows);
  const actions = await db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute();
  return {
    items: rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      action: row.action,
      actorName: row.actor_name ?? null,
      actorEmail: row.actor_email ?? null,
      actedAsName: row.acted_as_name ?? null,
      actedAsEmail: row.acted_as_email ?? null,
      subjectType: row.subject_type,
      subjectId: row.subject_id,
      ...subjectOf(subjects, row),
      details: row.details,
    })),
    total: Number(total),
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
    actions: actions.map((row) => row.action),
  };
}
