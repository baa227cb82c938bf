import { sql } from 'kysely';
import type { z } from 'zod';
import {
  AUDIT_PAGE_SIZE,
  type AuditLogPage,
  type AuditLogSortColumn,
  type auditLogCsvQuerySchema,
  type auditLogQuerySchema,
} from '../../../contract/audit-log';
import { portalDayEnd, portalDayStart } from '../../../contract/portal-time';
import type { Db } from '../../db/database';
import { containsText } from '../../platform/like';
import { caseless, orderByChoice, type SortChoice, type SortExpressions } from '../../platform/list-query';
import { nameSubjects, subjectOf } from './subject-names';

type Filter = Omit<z.output<typeof auditLogQuerySchema>, 'page' | 'sort' | 'dir'>;

const registerName = sql<string>`first_name || ' ' || coalesce(second_name || ' ', '') || last_name`;

/**
 * The subject filter also finds a person by who they are: the ids of the accounts and register
 * entries whose name, e-mail or member number holds the text. Two small lookups the log rows are
 * then matched against by id, rather than a join per log row.
 */
function subjectMatches(db: Db, subject: string) {
  const entries = db
    .selectFrom('member_register')
    .select('member_no')
    .where((eb) =>
      eb.or([
        containsText(registerName, subject),
        containsText(eb.ref('member_no'), subject),
        containsText(eb.ref('email'), subject),
      ]),
    );
  const accounts = db
    .selectFrom('users')
    .leftJoin('member_register as r', 'r.user_id', 'users.id')
    .select(sql<string>`cast(users.id as varchar(20))`.as('id'))
    .where((eb) =>
      eb.or([
        containsText(eb.ref('users.name'), subject),
        containsText(eb.ref('users.email'), subject),
        containsText(eb.ref('r.member_no'), subject),
        containsText(sql`r.first_name || ' ' || coalesce(r.second_name || ' ', '') || r.last_name`, subject),
      ]),
    );
  return { entries, accounts };
}

function filtered(db: Db, query: Filter) {
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
    const people = subjectMatches(db, subject);
    base = base.where((eb) =>
      eb.or([
        containsText(sql.ref('audit_log.subject_type'), subject),
        containsText(sql.ref('audit_log.subject_id'), subject),
        eb.and([
          eb('audit_log.subject_type', '=', 'member_register'),
          eb('audit_log.subject_id', 'in', people.entries),
        ]),
        eb.and([
          eb('audit_log.subject_type', '=', 'user'),
          eb('audit_log.subject_id', 'in', people.accounts),
        ]),
      ]),
    );
  }
  if (query.from) base = base.where('audit_log.created_at', '>=', portalDayStart(query.from));
  if (query.to) base = base.where('audit_log.created_at', '<', portalDayEnd(query.to));
  return base;
}

const sortColumns: SortExpressions<AuditLogSortColumn> = {
  date: sql.ref('audit_log.created_at'),
  action: sql.ref('audit_log.action'),
  // As the Actor column reads: the name, else the e-mail; the system's rows last.
  actor: caseless(sql`coalesce(actor.name, actor.email)`),
};

function sortedRows(db: Db, query: Filter & SortChoice<AuditLogSortColumn>) {
  const rows = filtered(db, query).select([
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
  ]);
  return orderByChoice(rows, sortColumns, query, sql.ref('audit_log.id'));
}

/**
 * The audit log, newest first unless sorted otherwise, each row with its actor's name and e-mail
 * and, for what staff did while logged in as a member, the member's. The actor filter matches
 * either e-mail.
 */
export async function listAuditLog(
  db: Db,
  query: z.output<typeof auditLogQuerySchema>,
): Promise<AuditLogPage> {
  const [{ total } = { total: 0 }] = await filtered(db, query)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .execute();
  const rows = await sortedRows(db, query)
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

export const auditCsvHeader = [
  'When',
  'Action',
  'Actor',
  'Actor e-mail',
  'Acted as',
  'Acted as e-mail',
  'Subject type',
  'Subject id',
  'Subject name',
  'Subject member no',
  'Details',
] as const;

/** "Audit: export": the log under the same filters and order, every page, subjects named. */
export async function auditCsvRows(db: Db, query: z.output<typeof auditLogCsvQuerySchema>, limit: number) {
  const rows = await sortedRows(db, query).limit(limit).execute();
  const subjects = await nameSubjects(db, rows);
  return rows.map((row) => {
    const subject = subjectOf(subjects, row);
    return [
      row.created_at,
      row.action,
      row.actor_name ?? (row.actor_email ? null : 'System'),
      row.actor_email ?? null,
      row.acted_as_name ?? null,
      row.acted_as_email ?? null,
      row.subject_type,
      row.subject_id,
      subject.subjectName,
      subject.subjectMemberNo,
      row.details,
    ];
  });
}
