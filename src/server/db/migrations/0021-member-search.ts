import { sql } from 'kysely';
import { isPostgres, type MigrationDb } from './helpers';

/**
 * The public Member Checker's index (issue 9): one row per member, filled by
 * features/member-search/sync.ts. Names are matched through full-text search over names_folded
 * (lowercase, accents stripped): an FTS5 table kept in step by triggers on SQLite, a generated
 * tsvector with a GIN index on PostgreSQL. Exact identifiers are plain indexed keys.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('member_search')
    .addColumn('profile_pk', 'integer', (c) => c.primaryKey().references('profiles.id').onDelete('cascade'))
    .addColumn('profile_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('member_no', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('second_name', 'text')
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('titles', 'text')
    .addColumn('gender', 'text')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('category_description', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('discipline', 'text')
    .addColumn('address', 'text')
    .addColumn('specializations', 'text', (c) => c.notNull())
    .addColumn('picture_document_id', 'text')
    .addColumn('member_no_key', 'text', (c) => c.notNull())
    .addColumn('id_key', 'text')
    .addColumn('email_key', 'text')
    .addColumn('names_folded', 'text', (c) => c.notNull())
    .execute();
  for (const column of ['member_no_key', 'id_key', 'email_key', 'gender', 'user_id'])
    await db.schema.createIndex(`member_search_${column}_idx`).on('member_search').column(column).execute();
  // Covers the Summary's count by category and description as well as the category filter.
  await db.schema
    .createIndex('member_search_category_idx')
    .on('member_search')
    .columns(['category', 'category_description'])
    .execute();
  await db.schema
    .createIndex('member_search_name_order_idx')
    .on('member_search')
    .columns(['last_name', 'first_name', 'profile_pk'])
    .execute();

  if (isPostgres(db)) {
    await sql`ALTER TABLE member_search ADD COLUMN names_tsv tsvector
      GENERATED ALWAYS AS (to_tsvector('simple', names_folded)) STORED`.execute(db);
    await sql`CREATE INDEX member_search_names_tsv_idx ON member_search USING gin (names_tsv)`.execute(db);
    return;
  }
  await sql`CREATE VIRTUAL TABLE member_search_fts USING fts5(
    names_folded, content='member_search', content_rowid='profile_pk',
    tokenize='unicode61 remove_diacritics 2')`.execute(db);
  // External-content FTS5 follows its table only through triggers (the SQLite FTS5 manual, 4.4.3).
  await sql`CREATE TRIGGER member_search_fts_insert AFTER INSERT ON member_search BEGIN
    INSERT INTO member_search_fts(rowid, names_folded) VALUES (new.profile_pk, new.names_folded);
  END`.execute(db);
  await sql`CREATE TRIGGER member_search_fts_delete AFTER DELETE ON member_search BEGIN
    INSERT INTO member_search_fts(member_search_fts, rowid, names_folded)
      VALUES ('delete', old.profile_pk, old.names_folded);
  END`.execute(db);
  await sql`CREATE TRIGGER member_search_fts_update AFTER UPDATE ON member_search BEGIN
    INSERT INTO member_search_fts(member_search_fts, rowid, names_folded)
      VALUES ('delete', old.profile_pk, old.names_folded);
    INSERT INTO member_search_fts(rowid, names_folded) VALUES (new.profile_pk, new.names_folded);
  END`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  if (!isPostgres(db)) await sql`DROP TABLE IF EXISTS member_search_fts`.execute(db);
  await db.schema.dropTable('member_search').ifExists().execute();
}
