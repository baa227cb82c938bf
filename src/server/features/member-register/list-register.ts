import { type ExpressionBuilder, sql } from 'kysely';
import type { z } from 'zod';
import {
  type MemberStatus,
  REGISTER_PAGE_SIZE,
  type RegisterPage,
  type RegisterSortColumn,
  registerColumns,
  type registerCsvQuerySchema,
  type registerQuerySchema,
} from '../../../contract/member-register';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { caseless, orderByChoice, type SortChoice, type SortExpressions } from '../../platform/list-query';

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

type Filter = Pick<z.output<typeof registerQuerySchema>, 'term' | 'status' | 'category'>;

/** The entries the filter keeps (and, for "Export selected", only the chosen ones). */
function filtered(db: Db, query: Filter & { ids?: readonly number[] }) {
  return db
    .selectFrom('member_register')
    .where(matchesWords(query.term))
    .$if(query.status !== undefined, (entries) => entries.where('status', '=', query.status as MemberStatus))
    .$if(Boolean(query.category), (entries) =>
      entries.where(sql<string>`upper(category)`, '=', (query.category ?? '').toUpperCase()),
    )
    .$if(query.ids !== undefined, (entries) => entries.where('id', 'in', [...(query.ids ?? [])]));
}

const sortColumns: SortExpressions<RegisterSortColumn> = {
  member_no: sql.ref('member_no'),
  // The name as the list shows it: first, second, last.
  name: sql<string>`lower(first_name || ' ' || coalesce(second_name || ' ', '') || last_name)`,
  category: caseless(sql.ref('category')),
  status: sql.ref('status'),
};

/** The sorted rows of the filter; `limit`/`offset` cut a page of the list or cap the CSV. */
function sortedRows(db: Db, query: Filter & { ids?: readonly number[] } & SortChoice<RegisterSortColumn>) {
  return orderByChoice(
    filtered(db, query).select(['user_id', 'id', ...registerColumns, 'activated_at', 'updated_at']),
    sortColumns,
    query,
    sql.ref('id'),
  );
}

// An account deleted since leaves activated_at behind; only a linked account counts as activated.
const asEntry = <Row extends { user_id: number | null; activated_at: string | null }>({
  user_id,
  activated_at,
  ...entry
}: Row) => ({ ...entry, activated_at: user_id === null ? null : activated_at });

/** Admins: the register, 20 entries a page in the chosen order, with the total; filtered if asked. */
export async function listRegister(
  db: Db,
  query: z.output<typeof registerQuerySchema>,
): Promise<RegisterPage> {
  const { total } = await filtered(db, query)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await sortedRows(db, query)
    .limit(REGISTER_PAGE_SIZE)
    .offset((query.page - 1) * REGISTER_PAGE_SIZE)
    .execute();
  return { items: rows.map(asEntry), total: Number(total), page: query.page, pageSize: REGISTER_PAGE_SIZE };
}

export const registerCsvHeader = [
  'Member No',
  'First name',
  'Second name',
  'Last name',
  'ID / Passport',
  'E-mail',
  'Phone',
  'Category',
  'Status',
  'Account activated',
] as const;

/** The register CSV: the list's filter and order, every page, or the selected entries. */
export async function registerCsvRows(db: Db, query: z.output<typeof registerCsvQuerySchema>, limit: number) {
  const rows = await sortedRows(db, query).limit(limit).execute();
  return rows
    .map(asEntry)
    .map((entry) => [
      entry.member_no,
      entry.first_name,
      entry.second_name,
      entry.last_name,
      entry.id_number,
      entry.email,
      entry.phone,
      entry.category,
      entry.status,
      entry.activated_at,
    ]);
}
