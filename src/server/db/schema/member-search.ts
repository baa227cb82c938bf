import type { Generated } from 'kysely';

/**
 * The public Member Checker's index (migration 0021): one row per member profile, rebuilt from
 * profiles, the register and the profile sections by features/member-search/sync.ts. The *_key
 * columns and names_folded exist only for matching; no public answer selects them.
 */
export interface MemberSearchTable {
  /** profiles.id; on SQLite also the rowid of member_search_fts. */
  profile_pk: number;
  profile_id: string;
  user_id: number;
  member_no: string;
  first_name: string;
  second_name: string | null;
  last_name: string;
  titles: string | null;
  gender: 'Male' | 'Female' | null;
  category: string;
  category_description: string;
  status: string;
  discipline: string | null;
  address: string | null;
  /** JSON text array of the specialization descriptions. */
  specializations: string;
  picture_document_id: string | null;
  member_no_key: string;
  id_key: string | null;
  email_key: string | null;
  names_folded: string;
}

/** The order of changes to member_search (migration 0022); profile_pk null: a rebuild. */
export interface MemberSearchChangesTable {
  id: Generated<number>;
  profile_pk: number | null;
  changed_at: string;
}
