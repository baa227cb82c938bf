import type { Generated, Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { ReviewKind } from './state-machines';

/** Tables whose rows have every column of `Shape`. */
type TablesShaped<Shape> = {
  [T in keyof Database]: Database[T] extends Shape ? T : never;
}[keyof Database];

type HistoryTable = TablesShaped<{ from_status: string | null; to_status: string; actor_name: string }>;
type CommentTable = TablesShaped<{ author_name: string; comment: string; hidden_from_applicant: unknown }>;

/** Where one kind keeps its records, its history and its comments. */
export interface KindTables {
  /** The records under review: `id`, `status`, `updated_at`, and the code staff and members see. */
  records: { table: TablesShaped<{ id: unknown; status: string; updated_at: string }>; code: string };
  /** Each move with its actor and comment; null where the record keeps its decision itself. */
  history: { table: HistoryTable; record: string } | null;
  /** Reviewers' comments, some hidden from the applicant; null where the kind has none. */
  comments: { table: CommentTable; record: string } | null;
  /** The audit log's subject type, and the prefix of its action (`licence.approve`). */
  audit: string;
}

/**
 * How each kind plugs into the workflow: the same columns in differently named tables (migrations
 * 0016, 0018, 0019). A licence keeps its decision on its own row (decided_by, decision_comment).
 */
export const reviewKinds = {
  application: {
    records: { table: 'applications', code: 'application_no' },
    history: { table: 'application_transitions', record: 'application_id' },
    comments: { table: 'application_comments', record: 'application_id' },
    audit: 'application',
  },
  upgrade: {
    records: { table: 'upgrades', code: 'upgrade_no' },
    history: { table: 'upgrade_transitions', record: 'upgrade_id' },
    comments: { table: 'upgrade_comments', record: 'upgrade_id' },
    audit: 'upgrade',
  },
  licence: {
    records: { table: 'licence_applications', code: 'application_no' },
    history: null,
    comments: null,
    audit: 'licence',
  },
} as const satisfies Record<ReviewKind, KindTables>;

/** The table of a kind's records. */
export type RecordTableOf<K extends ReviewKind> = (typeof reviewKinds)[K]['records']['table'];

type Value = string | number | null;

/**
 * The database as the workflow writes it: a table and its record column come from a kind's config,
 * so their names are values here, checked against the schema by `KindTables` above.
 */
export type WorkflowDb = Kysely<Record<string, { id: Generated<number> } & Record<string, Value>>>;

export const workflowDb = (db: Db): WorkflowDb => db as unknown as WorkflowDb;
