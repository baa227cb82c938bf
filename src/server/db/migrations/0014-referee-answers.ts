import { flagDefault, type MigrationDb, withId } from './helpers';

/**
 * The referee questionnaire (spec 2 §2.10, §3) and its answers: the questions staff configure, the
 * statement a referee confirms, and what each referee answered (features/referee-answers).
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('referee_questions'))
    .addColumn('question_no', 'integer', (c) => c.notNull().unique())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(flagDefault(1)))
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .execute();

  // One row: the statement shown above the questions. A table rather than a settings key, so staff
  // screens for the questionnaire need not touch the super-admin's portal settings.
  await withId(db, db.schema.createTable('referee_questionnaire'))
    .addColumn('confirmation_statement', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // The question's text is copied, so an answer keeps its meaning after staff reword the question.
  await withId(db, db.schema.createTable('referee_answers'))
    .addColumn('referee_id', 'integer', (c) =>
      c.notNull().references('profile_referees.id').onDelete('cascade'),
    )
    .addColumn('question_no', 'integer', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('referee_answers_question_uq', ['referee_id', 'question_no'])
    .execute();

  // A referee who declines leaves remarks; kept apart from profile_referees, which the applicant edits.
  await withId(db, db.schema.createTable('referee_rejections'))
    .addColumn('referee_id', 'integer', (c) =>
      c.notNull().unique().references('profile_referees.id').onDelete('cascade'),
    )
    .addColumn('remarks', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('referee_rejections').execute();
  await db.schema.dropTable('referee_answers').execute();
  await db.schema.dropTable('referee_questionnaire').execute();
  await db.schema.dropTable('referee_questions').execute();
}
