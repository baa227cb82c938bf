import { MEMBER_RECORD_PAGE_SIZE, type MemberNote } from '../../../contract/member-records';
import type { Db } from '../../db/database';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { nowIso } from '../../platform/time';
import { findMember, staffName } from './find-member';
import { offsetOf, pageOf } from './paging';

/** GET admin/members/{memberNo}/notes: staff notes on the record, newest first; never shown to the member. */
export async function memberNotes(db: Db, memberNo: string, page: number) {
  const member = await findMember(db, memberNo);
  const base = db.selectFrom('member_notes').where('member_id', '=', member.id);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['id', 'body', 'author_name', 'created_at'])
    .orderBy('id', 'desc')
    .limit(MEMBER_RECORD_PAGE_SIZE)
    .offset(offsetOf(page))
    .execute();
  const items: MemberNote[] = rows.map((row) => ({
    id: row.id,
    body: row.body,
    authorName: row.author_name,
    at: row.created_at,
  }));
  return pageOf(items, total, page);
}

/**
 * POST admin/members/{memberNo}/notes: staff add a note, signed with their name. Approvers may too:
 * noting what they learnt is review work, like their comments on an application (decisions.md "Roles").
 */
export async function addMemberNote(
  db: Db,
  actor: AuditActor,
  memberNo: string,
  body: string,
): Promise<MemberNote> {
  return db.transaction().execute(async (trx) => {
    const member = await findMember(trx, memberNo);
    const at = nowIso();
    const authorName = await staffName(trx, actor.actorId);
    const { id } = await trx
      .insertInto('member_notes')
      .values({
        member_id: member.id,
        body,
        author_user_id: actor.actorId,
        author_name: authorName,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor,
      action: 'member.note-added',
      subjectType: 'member_register',
      subjectId: member.member_no,
      details: { noteId: id },
    });
    return { id, body, authorName, at };
  });
}
