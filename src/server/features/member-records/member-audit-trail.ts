import type { AuditEntry } from '../../../contract/audit-log';
import { MEMBER_RECORD_PAGE_SIZE } from '../../../contract/member-records';
import type { Db } from '../../db/database';
import { findMember } from './find-member';
import { offsetOf, pageOf } from './paging';

/**
 * GET admin/members/{memberNo}/audit (admins, as the audit log): what was done to the member record
 * (subject member_register, its number), to its account (subject user, its id) and to its invoices
 * (payments posted by hand name the invoice), newest first, each with its actor.
 */
export async function memberAuditTrail(db: Db, memberNo: string, page: number) {
  const member = await findMember(db, memberNo);
  const base = db
    .selectFrom('audit_log')
    .leftJoin('users as actor', 'actor.id', 'audit_log.actor_id')
    .leftJoin('users as acted_as', 'acted_as.id', 'audit_log.acted_as_id')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('audit_log.subject_type', '=', 'member_register'),
          eb('audit_log.subject_id', '=', member.member_no),
        ]),
        ...(member.user_id === null
          ? []
          : [
              eb.and([
                eb('audit_log.subject_type', '=', 'user'),
                eb('audit_log.subject_id', '=', String(member.user_id)),
              ]),
            ]),
        eb.and([
          eb('audit_log.subject_type', '=', 'invoice'),
          eb(
            'audit_log.subject_id',
            'in',
            eb.selectFrom('invoices').select('invoice_no').where('member_id', '=', member.id),
          ),
        ]),
      ]),
    );
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
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
    .orderBy('audit_log.id', 'desc')
    .limit(MEMBER_RECORD_PAGE_SIZE)
    .offset(offsetOf(page))
    .execute();
  const items: AuditEntry[] = rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    action: row.action,
    actorName: row.actor_name ?? null,
    actorEmail: row.actor_email ?? null,
    actedAsName: row.acted_as_name ?? null,
    actedAsEmail: row.acted_as_email ?? null,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    // The page is the member's own: its subjects are the member, named in the page's heading.
    subjectName: null,
    subjectMemberNo: null,
    details: row.details,
  }));
  return pageOf(items, total, page);
}
