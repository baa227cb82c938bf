import type { Db } from '../../db/database';

export interface SubjectView {
  subjectName: string | null;
  /** The register entry the subject is, or the account's entry: the staff member page's address. */
  subjectMemberNo: string | null;
}

interface SubjectRow {
  subject_type: string | null;
  subject_id: string | null;
}

type RegisterName = { first_name: string; second_name: string | null; last_name: string };
const registerName = (entry: RegisterName) =>
  [entry.first_name, entry.second_name, entry.last_name].filter(Boolean).join(' ');

const key = (type: string, id: string) => `${type} ${id}`;

/**
 * Names the subjects of one page of the audit log, so staff read "JAMES MWANGI KAMAU" rather than
 * "user 5": an account by its member's name (else its own name, else its e-mail), a register entry
 * by its member's name. Other subjects keep their type and id. One query per kind, for the page only.
 */
export async function nameSubjects(db: Db, rows: readonly SubjectRow[]): Promise<Map<string, SubjectView>> {
  const ids = (type: string) => [
    ...new Set(
      rows.filter((row) => row.subject_type === type && row.subject_id).map((row) => row.subject_id ?? ''),
    ),
  ];
  const named = new Map<string, SubjectView>();
  const userIds = ids('user')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id));
  if (userIds.length > 0) {
    const users = await db
      .selectFrom('users')
      .leftJoin('member_register', 'member_register.user_id', 'users.id')
      .select([
        'users.id',
        'users.email',
        'users.name',
        'member_register.member_no',
        'member_register.first_name',
        'member_register.second_name',
        'member_register.last_name',
      ])
      .where('users.id', 'in', userIds)
      .execute();
    for (const user of users) {
      const member =
        user.member_no && user.first_name !== null && user.last_name !== null
          ? registerName({
              first_name: user.first_name,
              second_name: user.second_name,
              last_name: user.last_name,
            })
          : null;
      named.set(key('user', String(user.id)), {
        subjectName: member ?? user.name ?? user.email,
        subjectMemberNo: user.member_no ?? null,
      });
    }
  }
  const memberNos = ids('member_register');
  if (memberNos.length > 0) {
    const entries = await db
      .selectFrom('member_register')
      .select(['member_no', 'first_name', 'second_name', 'last_name'])
      .where('member_no', 'in', memberNos)
      .execute();
    for (const entry of entries)
      named.set(key('member_register', entry.member_no), {
        subjectName: registerName(entry),
        subjectMemberNo: entry.member_no,
      });
  }
  return named;
}

export const subjectOf = (named: Map<string, SubjectView>, row: SubjectRow): SubjectView =>
  (row.subject_type && row.subject_id ? named.get(key(row.subject_type, row.subject_id)) : undefined) ?? {
    subjectName: null,
    subjectMemberNo: null,
  };
