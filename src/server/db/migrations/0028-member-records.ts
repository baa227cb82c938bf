import { sql } from 'kysely';
import { flagDefault, isPostgres, type MigrationDb, withId } from './helpers';
import { relaxNotNull } from './relax-not-null';

/**
 * The register is the system of record (decisions.md "The member register is the system of
 * record", decision 0021): each register entry is the member record, an account only links to it.
 * - Invoices and receipts belong to a member record (member_id), an account (user_id) or both, so a
 *   member who never signed in is billed and paid for; linking an account fills in the other side
 *   (features/member-register/link-account.ts).
 * - 'Inactive' meant "no account yet"; whether an account exists is user_id, so those members are
 *   Active. The statuses are now Active, Suspended, Lapsed, Resigned, Deceased and Struck off, each
 *   change kept in member_status_changes.
 * - admitted_on dates a new member's first subscription invoice; public_id keys the public card of
 *   a member without a profile without letting anyone count through the register.
 */
export async function up(db: MigrationDb): Promise<void> {
  await relaxNotNull(db, 'invoices', 'user_id');
  await relaxNotNull(db, 'receipts', 'user_id');
  for (const table of ['invoices', 'receipts'])
    await db.schema
      .alterTable(table)
      .addColumn('member_id', 'integer', (c) => c.references('member_register.id').onDelete('restrict'))
      .execute();
  await db.schema
    .createIndex('invoices_member_source_uq')
    .on('invoices')
    .columns(['member_id', 'source_type', 'source_ref'])
    .unique()
    .execute();
  await db.schema.createIndex('receipts_member_idx').on('receipts').column('member_id').execute();
  for (const table of ['invoices', 'receipts'])
    await sql`UPDATE ${sql.table(table)} SET member_id =
      (SELECT min(r.id) FROM member_register r WHERE r.user_id = ${sql.ref(`${table}.user_id`)})`.execute(db);

  await db.schema.alterTable('member_register').addColumn('admitted_on', 'text').execute();
  await db.schema.alterTable('member_register').addColumn('public_id', 'text').execute();
  const randomId = isPostgres(db)
    ? sql`substr(md5(random()::text || clock_timestamp()::text), 1, 20)`
    : sql`lower(hex(randomblob(10)))`;
  await sql`UPDATE member_register SET public_id = ${randomId}`.execute(db);
  // Every way an entry is made (import, release, staff, seeds) gets one without having to ask.
  if (isPostgres(db))
    await sql`ALTER TABLE member_register ALTER COLUMN public_id SET DEFAULT ${randomId}`.execute(db);
  else
    await sql`CREATE TRIGGER member_register_public_id AFTER INSERT ON member_register
      WHEN new.public_id IS NULL
      BEGIN UPDATE member_register SET public_id = ${randomId} WHERE id = new.id; END`.execute(db);
  await db.schema
    .createIndex('member_register_public_id_uq')
    .on('member_register')
    .column('public_id')
    .unique()
    .execute();
  await sql`UPDATE member_register SET status = 'Active' WHERE status = 'Inactive'`.execute(db);
  await sql`UPDATE member_register SET admitted_on = (
      SELECT substr(min(a.decided_at), 1, 10) FROM applications a
      WHERE a.assigned_member_no = member_register.member_no AND a.status = 'Released')`.execute(db);

  await withId(db, db.schema.createTable('member_status_changes'))
    .addColumn('member_id', 'integer', (c) =>
      c.notNull().references('member_register.id').onDelete('cascade'),
    )
    .addColumn('from_status', 'text', (c) => c.notNull())
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('effective_on', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('member_status_changes_member_idx')
    .on('member_status_changes')
    .columns(['member_id', 'id'])
    .execute();

  await withId(db, db.schema.createTable('member_notes'))
    .addColumn('member_id', 'integer', (c) =>
      c.notNull().references('member_register.id').onDelete('cascade'),
    )
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('author_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('member_notes_member_idx')
    .on('member_notes')
    .columns(['member_id', 'id'])
    .execute();

  await db.schema
    .alterTable('membership_categories')
    .addColumn('admission_covers_first_period', 'integer', (c) => c.notNull().defaultTo(flagDefault(0)))
    .execute();

  // The billing run walks register entries now, not accounts, and counts who it left out and why.
  await db.schema
    .alterTable('subscription_billing_runs')
    .addColumn('cursor_member_id', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('subscription_billing_runs')
    .addColumn('left_out', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.dropIndex('member_register_status_user_idx').execute();
  await db.schema
    .createIndex('member_register_status_idx')
    .on('member_register')
    .columns(['status', 'id'])
    .execute();
}
