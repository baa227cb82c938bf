import type { z } from 'zod';
import { type memberEntryUpdateSchema, memberRecordMessages } from '../../../contract/member-records';
import type { Db } from '../../db/database';
import type { MemberRegisterTable } from '../../db/schema';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { AppError, badRequest } from '../../platform/errors';
import { nowIso } from '../../platform/time';
import { findMember } from './find-member';
import { refreshSearchOfMember } from './refresh-search';

type EntryUpdate = z.output<typeof memberEntryUpdateSchema>;
type EntryField = keyof Pick<
  MemberRegisterTable,
  'first_name' | 'second_name' | 'last_name' | 'id_number' | 'email' | 'phone' | 'category'
>;

const columnOf: Record<keyof EntryUpdate, EntryField> = {
  firstName: 'first_name',
  secondName: 'second_name',
  lastName: 'last_name',
  idNumber: 'id_number',
  email: 'email',
  phone: 'phone',
  category: 'category',
};

/**
 * PUT admin/members/{memberNo}: admins correct the entry and its contacts, as a register import would,
 * without a file (issue 24). The e-mail must be no other entry's, since activation codes go to it
 * (decisions.md "Activation codes go only to the e-mail and phone the register holds"). Audited
 * with every field that changed; answers the fields changed, none when the entry already held these.
 */
export async function updateMemberEntry(
  db: Db,
  actor: AuditActor,
  memberNo: string,
  update: EntryUpdate,
): Promise<{ changed: string[] }> {
  return db.transaction().execute(async (trx) => {
    const member = await findMember(trx, memberNo);
    const category = await trx
      .selectFrom('membership_categories')
      .select('code')
      .where('code', '=', update.category)
      .executeTakeFirst();
    if (!category)
      throw badRequest(memberRecordMessages.unknownCategory, {
        category: memberRecordMessages.unknownCategory,
      });
    if (update.email !== null) {
      const other = await trx
        .selectFrom('member_register')
        .select('member_no')
        .where((eb) => eb(eb.fn('lower', ['email']), '=', update.email))
        .where('id', '!=', member.id)
        .executeTakeFirst();
      if (other) {
        const message = memberRecordMessages.emailTaken(other.member_no);
        throw new AppError(409, message, { email: message });
      }
    }
    const changes: Partial<Record<EntryField, { from: string | null; to: string | null }>> = {};
    for (const [field, column] of Object.entries(columnOf) as [keyof EntryUpdate, EntryField][]) {
      if (member[column] !== update[field]) changes[column] = { from: member[column], to: update[field] };
    }
    const changed = Object.keys(changes);
    if (changed.length === 0) return { changed };
    await trx
      .updateTable('member_register')
      .set({
        ...Object.fromEntries(Object.entries(changes).map(([column, change]) => [column, change.to])),
        updated_at: nowIso(),
      })
      .where('id', '=', member.id)
      .execute();
    await recordAudit(trx, {
      actor,
      action: 'member.entry-updated',
      subjectType: 'member_register',
      subjectId: member.member_no,
      details: changes,
    });
    await refreshSearchOfMember(trx, member);
    return { changed };
  });
}
