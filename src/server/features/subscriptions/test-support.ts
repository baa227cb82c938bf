import type { Db } from '../../db/database';
import { nowIso } from '../../platform/time';

/** Rows per insert statement: well under both dialects' limits on bound parameters. */
const INSERT_BATCH = 500;

/**
 * Adds `count` members with a portal account and an Active register entry in `category`, in bulk
 * (a billing run needs thousands of them). Answers their user ids.
 */
export async function seedActiveMembers(
  db: Db,
  count: number,
  category: string,
  tag: string,
): Promise<number[]> {
  const now = nowIso();
  const ids: number[] = [];
  for (let start = 0; start < count; start += INSERT_BATCH) {
    const size = Math.min(INSERT_BATCH, count - start);
    const numbers = Array.from({ length: size }, (_, offset) => start + offset);
    await db.transaction().execute(async (trx) => {
      const users = await trx
        .insertInto('users')
        .values(
          numbers.map((n) => ({
            email: `${tag}-${n}@bench.example`,
            password_hash: 'not-a-login',
            type: 'Individual' as const,
            category,
            email_verified_at: now,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning('id')
        .execute();
      await trx
        .insertInto('member_register')
        .values(
          users.map((user, index) => ({
            member_no: `${tag.toUpperCase()}/${numbers[index]}`,
            first_name: 'MEMBER',
            second_name: null,
            last_name: String(numbers[index]),
            id_number: `${tag}${numbers[index]}`,
            email: `${tag}-${numbers[index]}@bench.example`,
            phone: null,
            category,
            status: 'Active',
            user_id: user.id,
            activated_at: now,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      ids.push(...users.map((user) => user.id));
    });
  }
  return ids;
}
