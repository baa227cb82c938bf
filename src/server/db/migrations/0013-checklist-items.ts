import type { MigrationDb } from './helpers';

/**
 * The checklist gains the items of the sections built since 0008 (qualifications, referees,
 * attachments, firm sections) and Corporate applicants lose CONTACTS (they have no contacts tab).
 * Until now no screen or call could change a rule, so every row is a seeded default: they are
 * dropped here and the seed (which runs at every start) writes the new defaults in their order.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.deleteFrom('checklist_rules').execute();
}

export async function down(): Promise<void> {}
