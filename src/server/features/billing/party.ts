import type { Db } from '../../db/database';

/**
 * Whose books a query reads (decision 0021): an account, or a member record, which may have no
 * account. Linking an account to a member record fills in both columns of every invoice and receipt
 * of either (member-register/link-account.ts), so the account's books and the member's are the
 * same rows once they are linked.
 */
export type LedgerParty = { userId: number } | { memberId: number };

/** The column and value that pick a party's rows out of invoices or receipts. */
export const partyKey = (party: LedgerParty) =>
  'memberId' in party
    ? ({ column: 'member_id', id: party.memberId } as const)
    : ({ column: 'user_id', id: party.userId } as const);

/** The member record an account is linked to, if any (the first, should staff have linked two). */
export async function memberIdOfUser(db: Db, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('member_register')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Who a document is for: the name on the profile (or account, or register), the member number and e-mail. */
export interface Party {
  name: string;
  memberNo: string | null;
  email: string;
}

export async function partyOf(db: Db, userId: number): Promise<Party> {
  const row = await db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .select([
      'users.email',
      'users.name',
      'profiles.first_name',
      'profiles.second_name',
      'profiles.last_name',
      'profiles.member_no',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  const profileName = fullName(row);
  return {
    name: profileName || row.name?.trim() || row.email,
    memberNo: row.member_no?.trim() || null,
    email: row.email,
  };
}

/** The party of a document that names an account, a member record or both: the account wins. */
export async function partyOfRow(
  db: Db,
  row: { user_id: number | null; member_id: number | null },
): Promise<Party> {
  if (row.user_id !== null) return partyOf(db, row.user_id);
  const member = await db
    .selectFrom('member_register')
    .select(['first_name', 'second_name', 'last_name', 'member_no', 'email'])
    .where('id', '=', row.member_id ?? -1)
    .executeTakeFirstOrThrow();
  return { name: fullName(member), memberNo: member.member_no, email: member.email ?? '' };
}

const fullName = (names: {
  first_name: string | null;
  second_name: string | null;
  last_name: string | null;
}) => [names.first_name, names.second_name, names.last_name].filter((part) => part?.trim()).join(' ');
