import { type Insertable, type Kysely, sql } from 'kysely';
import type { MemberStatus } from '../../../contract/member-register';
import { dialectOf } from '../../db/dialect';
import type { Database, MemberSearchTable } from '../../db/schema';
import { earliestUnpaidDue } from '../member-register/public';
import { exactKey, foldText } from './fold';

export type IndexScope = { memberIds: readonly number[] } | { afterMemberPk: number; limit: number };

/** A second key only when it says something the first does not. */
const otherKey = (value: string | null | undefined, first: string | null): string | null => {
  const key = exactKey(value);
  return key === first ? null : key;
};

/**
 * The index rows of the register entries in `scope` whose status the public list shows (decision
 * 0022), assembled by one statement: the register's number, status, category, ID and e-mail, and,
 * where a profile holds the entry's member number, the profile's names, titles, gender,
 * discipline, specializations, photo and town. Without a profile the register's names stand alone.
 */
export async function indexRows(
  db: Kysely<Database>,
  scope: IndexScope,
  publicStatuses: readonly MemberStatus[],
): Promise<Insertable<MemberSearchTable>[]> {
  const postgres = dialectOf(db) === 'postgres';
  const titles = postgres
    ? sql<string | null>`(SELECT string_agg(coalesce(t.description, pt.title), ' ' ORDER BY pt.sequence)
        FROM profile_titles pt LEFT JOIN titles t ON t.code = pt.title WHERE pt.profile_id = p.id)`
    : sql<string | null>`(SELECT group_concat(coalesce(t.description, pt.title), ' ' ORDER BY pt.sequence)
        FROM profile_titles pt LEFT JOIN titles t ON t.code = pt.title WHERE pt.profile_id = p.id)`;
  const specializations = postgres
    ? sql<string>`(SELECT coalesce(json_agg(s.description ORDER BY s.entry_no), '[]'::json)::text
        FROM profile_specializations s WHERE s.profile_id = p.id)`
    : sql<string>`(SELECT json_group_array(s.description ORDER BY s.entry_no)
        FROM profile_specializations s WHERE s.profile_id = p.id)`;

  let query = db
    .selectFrom('member_register as r')
    .leftJoin('profiles as p', 'p.member_no', 'r.member_no')
    .leftJoin('users as u', (join) => join.on('u.id', '=', sql<number>`coalesce(r.user_id, p.user_id)`))
    .leftJoin('membership_categories as mc', 'mc.code', 'r.category')
    .leftJoin('disciplines as d', 'd.code', 'p.discipline')
    .leftJoin('counties as c', 'c.county_no', 'p.county_no')
    .select((eb) => [
      'r.id as member_pk',
      'r.public_id',
      'r.user_id',
      'r.member_no',
      'r.first_name as register_first_name',
      'r.second_name as register_second_name',
      'r.last_name as register_last_name',
      'r.id_number as register_id_number',
      'r.email as register_email',
      'r.category',
      'r.status',
      'p.id as profile_pk',
      'p.profile_id',
      'p.first_name',
      'p.second_name',
      'p.last_name',
      'p.gender',
      'p.id_number',
      'p.city',
      'p.picture_document_id',
      'u.email as account_email',
      'u.id_number as account_id_number',
      'mc.description as category_description',
      'd.name as discipline',
      'c.county_name',
      titles.as('titles'),
      specializations.as('specializations'),
      earliestUnpaidDue(eb.ref('r.id'), eb.ref('r.user_id')).as('overdue_from'),
    ])
    .where('r.status', 'in', publicStatuses);
  if ('memberIds' in scope) query = query.where('r.id', 'in', scope.memberIds);
  else query = query.where('r.id', '>', scope.afterMemberPk).orderBy('r.id').limit(scope.limit);

  const rows = await query.execute();
  return rows.map((row) => {
    const hasProfile = row.profile_pk !== null;
    const names = {
      first_name: (hasProfile ? row.first_name : null) ?? row.register_first_name,
      second_name: hasProfile ? row.second_name : row.register_second_name,
      last_name: (hasProfile ? row.last_name : null) ?? row.register_last_name,
    };
    const idKey = exactKey(row.register_id_number);
    const emailKey = exactKey(row.register_email);
    return {
      member_pk: row.member_pk,
      card_id: row.profile_id ?? row.public_id,
      public_id: row.public_id,
      profile_pk: row.profile_pk,
      user_id: row.user_id,
      member_no: row.member_no,
      ...names,
      titles: row.titles || null,
      gender: row.gender ?? null,
      category: row.category,
      category_description: row.category_description ?? row.category,
      status: row.status,
      overdue_from: row.overdue_from,
      discipline: row.discipline,
      address: [row.city, row.county_name].filter(Boolean).join(', ') || null,
      specializations: row.specializations ?? '[]',
      picture_document_id: row.picture_document_id ?? null,
      member_no_key: exactKey(row.member_no) ?? '',
      id_key: idKey,
      account_id_key: otherKey(row.id_number ?? row.account_id_number, idKey),
      email_key: emailKey,
      account_email_key: otherKey(row.account_email, emailKey),
      names_folded: foldText(
        [names.first_name, names.second_name, names.last_name].filter(Boolean).join(' '),
      ),
    };
  });
}
