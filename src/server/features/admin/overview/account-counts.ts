import type { StaffOverview } from '../../../../contract/staff-overview';
import type { Db } from '../../../db/database';

const count = async (query: Promise<{ n: number | string } | undefined>) => Number((await query)?.n ?? 0);

/** Head counts of accounts and messages; one round trip per figure, all indexed or small. */
export async function accountCounts(db: Db): Promise<Pick<StaffOverview, 'accounts' | 'messages'>> {
  const users = db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n'));
  const outbox = db.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('n'));
  const [all, profiles, staff, applicantsWithoutProfile, pending, failed] = await Promise.all([
    count(users.executeTakeFirst()),
    count(
      db
        .selectFrom('profiles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
    ),
    count(users.where((eb) => eb.or([eb('is_admin', '=', 1), eb('is_approver', '=', 1)])).executeTakeFirst()),
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
    count(outbox.where('status', '=', 'pending').executeTakeFirst()),
    count(outbox.where('status', '=', 'failed').executeTakeFirst()),
  ]);
  return {
    accounts: { users: all, profiles, staff, applicantsWithoutProfile },
    messages: { pending, failed },
  };
}
