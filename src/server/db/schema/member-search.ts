import type { Generated } from 'kysely';

/**
 * The public Member Checker's index (migration 0030): one row per register entry whose status the
 * public list shows, with the linked profile's details where there is one, written by
 * features/member-search/sync.ts. The *_key columns and names_folded exist only for matching; no
 * public answer selects them.
 */
export interface MemberSearchTable {
  /** member_register.id; on SQLite also the rowid of member_search_fts. */
  member_pk: number;
  /** The key of the public card: the profile's ProfileID, or public_id for a member without one. */
  card_id: string;
  /** member_register.public_id: a card link made before the member had a profile keeps working. */
  public_id: string;
  /** profiles.id of the linked profile; null without one. */
  profile_pk: number | null;
  /** The account the register entry is linked to; null without one. */
  user_id: number | null;
  member_no: string;
  first_name: string;
  second_name: string | null;
  last_name: string;
  titles: string | null;
  gender: 'Male' | 'Female' | null;
  category: string;
  category_description: string;
  status: string;
  /** YYYY-MM-DD: the earliest due date of the member's unpaid invoices; null when nothing is owed. */
  overdue_from: string | null;
  discipline: string | null;
  address: string | null;
  /** JSON text array of the specialization descriptions. */
  specializations: string;
  picture_document_id: string | null;
  member_no_key: string;
  /** The register's ID or passport number. */
  id_key: string | null;
  /** The profile's (or account's) ID or passport number, when it is not the register's. */
  account_id_key: string | null;
  /** The register's e-mail. */
  email_key: string | null;
  /** The account's e-mail, when it is not the register's. */
  account_email_key: string | null;
  names_folded: string;
}

/** The order of changes to member_search (migrations 0022, 0030); member_pk null: a rebuild. */
export interface MemberSearchChangesTable {
  id: Generated<number>;
  member_pk: number | null;
  changed_at: string;
}
