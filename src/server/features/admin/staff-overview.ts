import type { StaffOverview } from '../../../contract/outbox';
import type { Db } from '../../db/database';

/** Head counts for the staff landing page; one round trip per figure, all indexed or small. */
export async function staffOverview(db: Db): Promise<StaffOverview> {
  const count = async (query: Promise<{ n: number | string } | undefined>) => Number((await query)?.n ?? 0);
  const [users, profiles, staff, applicantsWithoutProfile, outboxPending, outboxFailed] = await Promise.all([
    count(
      db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom('profiles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where((eb) => eb.or([eb('is_admin', '=', 1), eb('is_approver', '=', 1)]))
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom('users')
        .leftJoin('profiles', 'profiles.user_id', 'users.id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('profiles.id', 'is', null)
        .where('users.is_admin', '=', 0)
        .where('users.is_approver', '=', 0)
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'pending')
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'failed')
        .executeTakeFirst(),
    ),
  ]);
  return { users, profiles, staff, applicantsWithoutProfile, outboxPending, outboxFailed };
}
