import type { z } from 'zod';
import {
  ACCOUNT_ACTIVITY_PAGE_SIZE,
  type AccountActivityPage,
  accountActivityLabel,
  type accountActivityQuerySchema,
} from '../../../contract/account-activity';
import type { Db } from '../../db/database';

/**
 * GET auth/activity: the audit rows of the caller's own account, newest first: what they did, and
 * what staff did while logged in as them ("done by staff on your behalf"). Only the action and its
 * time leave the server: never the details, the subject or who the staff member was.
 */
export async function listAccountActivity(
  db: Db,
  userId: number,
  query: z.output<typeof accountActivityQuerySchema>,
): Promise<AccountActivityPage> {
  const base = db
    .selectFrom('audit_log')
    .where((eb) => eb.or([eb('actor_id', '=', userId), eb('acted_as_id', '=', userId)]));
  const [{ total } = { total: 0 }] = await base
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .execute();
  const rows = await base
    .select(['id', 'created_at', 'action', 'actor_id', 'acted_as_id'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(ACCOUNT_ACTIVITY_PAGE_SIZE)
    .offset((query.page - 1) * ACCOUNT_ACTIVITY_PAGE_SIZE)
    .execute();
  return {
    items: rows.map((row) => {
      const byStaff = row.acted_as_id === userId && row.actor_id !== userId;
      return {
        id: row.id,
        createdAt: row.created_at,
        action: row.action,
        label: accountActivityLabel(row.action, byStaff),
        byStaff,
        asMember: !byStaff && row.acted_as_id !== null,
      };
    }),
    total: Number(total),
    page: query.page,
    pageSize: ACCOUNT_ACTIVITY_PAGE_SIZE,
  };
}
