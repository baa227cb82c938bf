import { sql } from 'kysely';
import type { z } from 'zod';
import { adminUserMessages, type adminUserUpdateSchema } from '../../../contract/admin-users';
import { normalizeIdNumber } from '../../../contract/member-register';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { auditActor, recordAudit } from '../../platform/audit';
import { conflict, forbidden, isUniqueViolation } from '../../platform/errors';
import { isSuperAdmin } from '../../platform/policies';
import type { ActiveSession } from '../../platform/sessions';
import { nowIso } from '../../platform/time';
import { refreshMemberSearch } from '../member-search/public';
import { findUser, requireMayManage } from './target-account';

type UserUpdate = z.output<typeof adminUserUpdateSchema>;

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

const emailTaken = () => conflict(adminUserMessages.emailTaken, { email: adminUserMessages.emailTaken });

/**
 * The e-mail signs in and the ID number names the person, so neither may be another account's. Only
 * a changed value is checked: an account that already shared its ID number before this rule (two
 * registrations with one ID) can still have its other fields corrected.
 */
async function requireUnused(db: Db, user: UserRow, update: UserUpdate): Promise<void> {
  if (!sameEmail(user.email, update.email)) {
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', update.email)
      .where('id', '!=', user.id)
      .executeTakeFirst();
    if (taken) throw emailTaken();
  }
  const idNumber = update.id_number === null ? null : normalizeIdNumber(update.id_number);
  if (idNumber !== null && idNumber !== normalizeIdNumber(user.id_number ?? '')) {
    // IDs compare as the register compares them: without spaces or case.
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where(sql<string>`upper(replace(id_number, ' ', ''))`, '=', idNumber)
      .where('id', '!=', user.id)
      .executeTakeFirst();
    if (taken)
      throw conflict(adminUserMessages.idNumberTaken, { id_number: adminUserMessages.idNumberTaken });
  }
}

/**
 * POST admin/updateUser/{id}: name, e-mail, phone and ID number of any kind of account (a member
 * without an account name, staff without an ID number, a firm). Every rule is checked before anything
 * is written, so a refused edit changes nothing; the audit row lists what changed.
 */
export async function updateUser(
  context: AppContext,
  admin: ActiveSession,
  id: number,
  update: UserUpdate,
): Promise<void> {
  const { db } = context;
  const user = await findUser(db, id);
  // The super-admin is whoever has the configured address, so moving it would move the role.
  if (!sameEmail(user.email, update.email)) {
    if (isSuperAdmin(user, context.policy) || sameEmail(update.email, context.policy.superAdminEmail)) {
      throw forbidden(adminUserMessages.superAdminEmail);
    }
  }
  requireMayManage(context, admin, user);
  await requireUnused(db, user, update);
  const changed = (['name', 'email', 'phone_no', 'id_number'] as const).filter(
    (field) => user[field] !== update[field],
  );
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ ...update, updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
      await recordAudit(trx, {
        actor: auditActor(admin),
        action: 'user.updated',
        subjectType: 'user',
        subjectId: id,
        details: Object.fromEntries(
          changed.map((field) => [field, { from: user[field], to: update[field] }]),
        ),
      });
      // The Member Checker finds a member by their account's e-mail and ID number too.
      await refreshMemberSearch(trx, id);
    });
  } catch (error) {
    // Another request took the e-mail between the check and the write (the column is unique).
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
