import { adminUserMessages } from '../../../contract/admin-users';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { forbidden, notFound } from '../../platform/errors';
import { mayManageAccount } from '../../platform/policies';
import type { ActiveSession } from '../../platform/sessions';

/** The account an admin action names by id; 404 when there is none. */
export async function findUser(db: Db, id: number): Promise<UserRow> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!user) throw notFound();
  return user;
}

/** Issue 23: staff accounts are the super-admin's to edit, reset, unlock, delete or reactivate. */
export function requireMayManage(context: AppContext, admin: ActiveSession, user: UserRow): void {
  if (!mayManageAccount(admin.user, user, context.policy)) throw forbidden(adminUserMessages.staffAccount);
}
