import { flagDefault, type MigrationDb, withId } from './helpers';

/**
 * CPD consequences and papers (issue 30, decision 0048): a category may make the previous CPD year's
 * compliance part of good standing; the reminders sent to members behind their requirement, one per
 * member, CPD year and reminder point (the unique key is what keeps several instances from sending
 * twice); and the CPD transcripts issued, so the public verification page confirms what the PDF said.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('membership_categories')
    .addColumn('cpd_counts_for_standing', 'integer', (c) => c.notNull().defaultTo(flagDefault(0)))
    .execute();

  await withId(db, db.schema.createTable('cpd_reminders_sent'))
    .addColumn('member_id', 'integer', (c) =>
      c.notNull().references('member_register.id').onDelete('cascade'),
    )
    .addColumn('cpd_year', 'integer', (c) => c.notNull())
    // The reminder point of the year, MM-DD.
    .addColumn('point', 'text', (c) => c.notNull())
    // 1: the member was behind and was reminded; 0: on track at that point, so nothing was sent.
    .addColumn('sent', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('cpd_reminders_sent_member_year_point_key', ['member_id', 'cpd_year', 'point'])
    .execute();

  await withId(db, db.schema.createTable('cpd_transcripts'))
    .addColumn('transcript_no', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) =>
      c.notNull().references('member_register.id').onDelete('cascade'),
    )
    // What the PDF said, kept so its verification page confirms that, not a later recount.
    .addColumn('member_no', 'text', (c) => c.notNull())
    .addColumn('member_name', 'text', (c) => c.notNull())
    .addColumn('from_year', 'integer', (c) => c.notNull())
    .addColumn('to_year', 'integer', (c) => c.notNull())
    .addColumn('total_points', 'double precision', (c) => c.notNull())
    .addColumn('structured_points', 'double precision', (c) => c.notNull())
    .addColumn('issued_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['cpd_transcripts', 'cpd_reminders_sent'])
    await db.schema.dropTable(table).ifExists().execute();
  await db.schema.alterTable('membership_categories').dropColumn('cpd_counts_for_standing').execute();
}
