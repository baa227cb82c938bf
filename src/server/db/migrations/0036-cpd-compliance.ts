import { flagDefault, type MigrationDb, withId } from './helpers';

/**
 * CPD a regulator can enforce (issue 30, decision 0045): the staff-managed activity types with their
 * points rules, the CPD members log themselves (with evidence, checked by staff), and the points each
 * membership category must earn in a CPD year. Hours, points and caps are doubles: 1.5 hours at
 * 0.5 points an hour is 0.75 points, and the rules round points to two decimals.
 * The awards of migration 0020 (attendance, staff awards) stay where they are: progress reads them
 * as verified CPD, and the /cpd list of spec 3 §2.8 reads them alone, as before.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('cpd_activity_types'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('structured', 'integer', (c) => c.notNull())
    .addColumn('points_per_hour', 'double precision', (c) => c.notNull())
    // Null: no cap.
    .addColumn('max_points_per_activity', 'double precision')
    .addColumn('max_points_per_year', 'double precision')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(flagDefault(1)))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('cpd_records'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Restrict: a type in use is deactivated, not deleted, so a record never loses its rules.
    .addColumn('activity_type_id', 'integer', (c) =>
      c.notNull().references('cpd_activity_types.id').onDelete('restrict'),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('hours', 'double precision', (c) => c.notNull())
    .addColumn('reflection', 'text', (c) => c.notNull())
    .addColumn('evidence_document_id', 'text', (c) => c.references('documents.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull())
    // The points of this activity alone (capped per activity); the yearly cap per type is applied
    // across the year's records when progress is read.
    .addColumn('points', 'double precision', (c) => c.notNull())
    .addColumn('cpd_year', 'integer', (c) => c.notNull())
    .addColumn('submitted_at', 'text')
    .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', 'text')
    .addColumn('review_note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('cpd_records_user_year_idx')
    .on('cpd_records')
    .columns(['user_id', 'cpd_year'])
    .execute();
  await db.schema
    .createIndex('cpd_records_status_idx')
    .on('cpd_records')
    .columns(['status', 'submitted_at'])
    .execute();

  await withId(db, db.schema.createTable('cpd_requirements'))
    .addColumn('category_code', 'text', (c) =>
      c.notNull().references('membership_categories.code').onDelete('cascade'),
    )
    .addColumn('cpd_year', 'integer', (c) => c.notNull())
    .addColumn('total_points', 'double precision', (c) => c.notNull())
    .addColumn('min_structured_points', 'double precision', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('cpd_requirements_category_year_key', ['category_code', 'cpd_year'])
    .execute();

  const now = new Date().toISOString();
  await db
    .insertInto('cpd_activity_types')
    .values(
      seededTypes.map(([name, structured, perHour, perActivity, perYear], position) => ({
        name,
        structured: structured ? 1 : 0,
        points_per_hour: perHour,
        max_points_per_activity: perActivity,
        max_points_per_year: perYear,
        active: 1,
        position,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

/** The list, with starting rules staff adjust: [name, structured, per hour, per activity, per year]. */
const seededTypes: [string, boolean, number, number | null, number | null][] = [
  ['Courses', true, 1, 30, null],
  ['Seminars and conferences', true, 1, 20, null],
  ['Workshops', true, 1, 20, null],
  ['In-house training', true, 1, 10, 20],
  ['E-learning', true, 1, 10, 20],
  ['Mentoring', false, 0.5, 5, 10],
  ['Technical papers', false, 1, 10, 20],
  ['Committee and professional service', false, 0.5, 5, 10],
  ['Private study', false, 0.5, 5, 10],
];

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['cpd_requirements', 'cpd_records', 'cpd_activity_types'])
    await db.schema.dropTable(table).ifExists().execute();
}
