import { type ExpressionBuilder, sql } from 'kysely';
import type { z } from 'zod';
import {
  type MemberStatus,
  REGISTER_PAGE_SIZE,
  type RegisterPage,
  registerColumns,
  type registerQuerySchema,
} from '../../../contract/member-register';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

const searched = [
  'member_no',
  'first_name',
  'second_name',
  'last_name',
  'id_number',
  'email',
  'phone',
] as const;

/** `term` is split into words; every word must appear (any case) in one of the searched columns. */
function matchesWords(term: string | undefined) {
  const words = (term ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  return (eb: ExpressionBuilder<Database, 'member_register'>) =>
    words.length === 0
      ? sql<boolean>`1 = 1`
      : eb.and(
          words.map((word) => {
            const pattern = `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
            return eb.or(
              searched.map((column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`),
            );
          }),
        );
}

/** Admins: the register, 20 entries a page in member-number order, with the total; of one status if asked. */
export async function listRegister(
  db: Db,
  query: z.output<typeof registerQuerySchema>,
): Promise<RegisterPage> {
  const filter = matchesWords(query.term);
  const entries = db
    .selectFrom('member_register')
    .where(filter)
    .$if(query.status !== undefined, (entries) => entries.where('status', '=', query.status as MemberStatus));
  const { total } = await entries
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await entries
    .select(['user_id', 'id', ...registerColumns, 'activated_at', 'updated_at'])
    .orderBy('member_no')
    .limit(REGISTER_PAGE_SIZE)
    .offset((query.page - 1) * REGISTER_PAGE_SIZE)
    .execute();
  // An account deleted since leaves activated_at behind; only a linked account counts as activated.
  const items = rows.map(({ user_id, activated_at, ...entry }) => ({
    ...entry,
    activated_at: user_id === null ? null : activated_at,
  }));
  return { items, total: Number(total), page: query.page, pageSize: REGISTER_PAGE_SIZE };
}
