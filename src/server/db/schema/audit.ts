import type { Generated } from 'kysely';

export interface AuditLogTable {
  id: Generated<number>;
  /** The person who acted: the admin, when they were logged in as a member; null for the system. */
  actor_id: number | null;
  /** The member the admin was logged in as (migration 0026); null when people act as themselves. */
  acted_as_id: number | null;
  action: string;
  subject_type: string | null;
  subject_id: string | null;
  details: string | null;
  created_at: string;
}

/** The seeds that have run (migration 0024): reference data is written once, then staff own it. */
export interface SeedRunsTable {
  name: string;
  ran_at: string;
}

/** Derived data that migrations marked for a rebuild after them (migration 0034, db/derived-data.ts). */
export interface DerivedRebuildsTable {
  name: string;
  marked_at: string;
}
