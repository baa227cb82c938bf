import { sql } from 'kysely';
import { isPostgres, type MigrationDb } from './helpers';

/**
 * The Member Checker lists the register, not profiles (issue 24, decision 0022): member_search gets
 * one row per register entry whose status the public list shows, keyed by member_register.id, with
 * the linked profile's details where there is one. The table is made again in that shape, and
 * filled from the register after the migrations (0034).
 * - card_id is the key of the public card (the ProfileID, or the entry's public_id without a
 *   profile); public_id is kept beside it so a card link made before the profile still works.
 * - account_id_key and account_email_key: the ID number and e-mail the member's account holds, when
 *   they differ from the register's, so either finds the member.
 * - overdue_from: the earliest due date of the member's unpaid invoices, so whether they are in good
 *   standing today is a comparison with today's date, which follows time without re-indexing.
 * - member_search_changes names register entries now (member_pk).
 */
export async function up(db: MigrationDb): Promise<void> {
  if (!isPostgres(db)) {
    for (const trigger of ['insert', 'delete', 'update'])
      await sql`DROP TRIGGER IF EXISTS ${sql.raw(`member_search_fts_${trigger}`)}`.execute(db);
    await sql`DROP TABLE IF EXISTS member_search_fts`.execute(db);
  }
  await db.schema.dropTable('member_search').execute();

  await db.schema
    .createTable('member_search')
    .addColumn('member_pk', 'integer', (c) =>
      c.primaryKey().references('member_register.id').onDelete('cascade'),
    )
    .addColumn('card_id', 'text', (c) => c.notNull().unique())
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('profile_pk', 'integer')
    .addColumn('user_id', 'integer')
    .addColumn('member_no', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('second_name', 'text')
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('titles', 'text')
    .addColumn('gender', 'text')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('category_description', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('overdue_from', 'text')
    .addColumn('discipline', 'text')
    .addColumn('address', 'text')
    .addColumn('specializations', 'text', (c) => c.notNull())
    .addColumn('picture_document_id', 'text')
    .addColumn('member_no_key', 'text', (c) => c.notNull())
    .addColumn('id_key', 'text')
    .addColumn('account_id_key', 'text')
    .addColumn('email_key', 'text')
    .addColumn('account_email_key', 'text')
    .addColumn('names_folded', 'text', (c) => c.notNull())
    .execute();
  for (const column of [
    'member_no_key',
    'id_key',
    'account_id_key',
    'email_key',
    'account_email_key',
    'gender',
    'user_id',
    // memberIdsOfUsers finds the entry a profile was indexed with until now.
    'profile_pk',
  ])
    await db.schema.createIndex(`member_search_${column}_idx`).on('member_search').column(column).execute();
  // Covers the Summary's count by category and description as well as the category filter.
  await db.schema
    .createIndex('member_search_category_idx')
    .on('member_search')
    .columns(['category', 'category_description'])
    .execute();
  // Covers the Summary's count of members in good standing.
  await db.schema
    .createIndex('member_search_standing_idx')
    .on('member_search')
    .columns(['status', 'overdue_from'])
    .execute();
  await db.schema
    .createIndex('member_search_name_order_idx')
    .on('member_search')
    .columns(['last_name', 'first_name', 'member_pk'])
    .execute();

  if (isPostgres(db)) {
    await sql`ALTER TABLE member_search ADD COLUMN names_tsv tsvector
      GENERATED ALWAYS AS (to_tsvector('simple', names_folded)) STORED`.execute(db);
    await sql`CREATE INDEX member_search_names_tsv_idx ON member_search USING gin (names_tsv)`.execute(db);
  } else {
    await sql`CREATE VIRTUAL TABLE member_search_fts USING fts5(
      names_folded, content='member_search', content_rowid='member_pk',
      tokenize='unicode61 remove_diacritics 2')`.execute(db);
    // External-content FTS5 follows its table only through triggers (the SQLite FTS5 manual, 4.4.3).
    // The update trigger watches the names only: a change of standing rewrites no FTS entry.
    await sql`CREATE TRIGGER member_search_fts_insert AFTER INSERT ON member_search BEGIN
      INSERT INTO member_search_fts(rowid, names_folded) VALUES (new.member_pk, new.names_folded);
    END`.execute(db);
    await sql`CREATE TRIGGER member_search_fts_delete AFTER DELETE ON member_search BEGIN
      INSERT INTO member_search_fts(member_search_fts, rowid, names_folded)
        VALUES ('delete', old.member_pk, old.names_folded);
    END`.execute(db);
    await sql`CREATE TRIGGER member_search_fts_update AFTER UPDATE OF names_folded ON member_search BEGIN
      INSERT INTO member_search_fts(member_search_fts, rowid, names_folded)
        VALUES ('delete', old.member_pk, old.names_folded);
      INSERT INTO member_search_fts(rowid, names_folded) VALUES (new.member_pk, new.names_folded);
    END`.execute(db);
  }

  await sql`ALTER TABLE member_search_changes RENAME COLUMN profile_pk TO member_pk`.execute(db);
  // The table is left empty: 0034 marks the index for the rebuild after the last migration
  // (decision 0040). Filling it here with the application's rebuild would write member_search as
  // today's code knows it, which fails as soon as a later migration changes what that code reads.
}
