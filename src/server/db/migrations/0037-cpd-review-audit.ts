import { type MigrationDb, withId } from './helpers';

/**
 * The yearly random CPD audit (issue 30, decision 0047). Verification needs no table of its own: it
 * uses the reviewer columns of cpd_records (migration 0036).
 * - cpd_audits: one draw per CPD year; `seed` and `algorithm` repeat it. `active_year` is the year
 *   while the audit stands and null once cancelled, so the unique key allows one standing audit a
 *   year and any number of cancelled ones, on both databases (both let NULLs repeat in a unique key).
 * - cpd_audit_members: who was drawn, in which order, and the outcome staff recorded. A member is
 *   drawn from the register (member_id), the system of record; most members have no account, so
 *   user_id is the account the register linked at the draw, if any.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('cpd_audits'))
    .addColumn('cpd_year', 'integer', (c) => c.notNull())
    .addColumn('active_year', 'integer', (c) => c.unique())
    .addColumn('share_percent', 'double precision', (c) => c.notNull())
    .addColumn('deadline', 'text', (c) => c.notNull())
    .addColumn('seed', 'text', (c) => c.notNull())
    .addColumn('algorithm', 'text', (c) => c.notNull())
    .addColumn('eligible_count', 'integer', (c) => c.notNull())
    .addColumn('selected_count', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('started_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('cancelled_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('cancelled_at', 'text')
    .addColumn('cancel_reason', 'text')
    .execute();

  await withId(db, db.schema.createTable('cpd_audit_members'))
    .addColumn('audit_id', 'integer', (c) => c.notNull().references('cpd_audits.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) =>
      c.notNull().references('member_register.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // Kept as drawn: the key the draw sorted by, and the category that made the member eligible.
    .addColumn('member_no', 'text', (c) => c.notNull())
    .addColumn('category_code', 'text', (c) => c.notNull())
    .addColumn('draw_position', 'integer', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('outcome_note', 'text')
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('cpd_audit_members_audit_member_key', ['audit_id', 'member_id'])
    .execute();
  await db.schema
    .createIndex('cpd_audit_members_member_idx')
    .on('cpd_audit_members')
    .column('member_id')
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['cpd_audit_members', 'cpd_audits'])
    await db.schema.dropTable(table).ifExists().execute();
}
