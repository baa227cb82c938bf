import { type MigrationDb, withId } from './helpers';

/**
 * Events, bookings and CPD awards (decisions.md "Events"). A booking holds one place: the event's
 * booked_count only moves by a guarded UPDATE, so concurrent bookings never pass the capacity. A
 * paid booking's fee is an ordinary invoice (source BOOKING, reference the booking no). Every award
 * has a random certificate number; an award from attendance names its booking, once.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('events'))
    // Set from the id right after the insert (EV-000001), like applications and invoices.
    .addColumn('event_no', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('cpd_points', 'integer', (c) => c.notNull())
    .addColumn('is_webinar', 'integer', (c) => c.notNull())
    .addColumn('standard_fee_cents', 'integer', (c) => c.notNull())
    .addColumn('booking_url', 'text')
    .addColumn('capacity', 'integer')
    .addColumn('booked_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('logo_document_id', 'text', (c) => c.references('documents.id').onDelete('set null'))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('published_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('events_status_start_idx')
    .on('events')
    .columns(['status', 'start_date'])
    .execute();

  await withId(db, db.schema.createTable('event_providers'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('event_providers_event_idx').on('event_providers').column('event_id').execute();

  await db.schema
    .createTable('event_fees')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_fees_pk', ['event_id', 'category'])
    .execute();

  await withId(db, db.schema.createTable('event_bookings'))
    // Set from the id right after the insert (BK-000001).
    .addColumn('booking_no', 'text', (c) => c.notNull().unique())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('attended_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('event_bookings_event_user_unique', ['event_id', 'user_id'])
    .execute();
  await db.schema.createIndex('event_bookings_user_idx').on('event_bookings').column('user_id').execute();

  await withId(db, db.schema.createTable('cpd_awards'))
    .addColumn('certificate_no', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('member_no', 'text')
    .addColumn('event_id', 'integer', (c) => c.references('events.id').onDelete('set null'))
    // Unique: attendance awards a booking's points once, however often it is marked or imported.
    .addColumn('booking_id', 'integer', (c) =>
      c.unique().references('event_bookings.id').onDelete('set null'),
    )
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('event_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('period', 'integer', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('awarded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('cpd_awards_user_idx')
    .on('cpd_awards')
    .columns(['user_id', 'period'])
    .execute();

  // My Projects hand-off tokens already redeemed: a token works once.
  await db.schema
    .createTable('projects_handoffs')
    .addColumn('token_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('redeemed_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of [
    'projects_handoffs',
    'cpd_awards',
    'event_bookings',
    'event_fees',
    'event_providers',
    'events',
  ])
    await db.schema.dropTable(table).ifExists().execute();
}
