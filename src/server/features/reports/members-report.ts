import type { MembersReport } from '../../../contract/reports';
import type { Db } from '../../db/database';
import type { CsvCell } from '../../platform/csv';

/** The member register counted by category and status, largest categories first within a code. */
export async function membersReport(db: Db): Promise<MembersReport> {
  const rows = await db
    .selectFrom('member_register')
    .leftJoin('membership_categories', 'membership_categories.code', 'member_register.category')
    .select((eb) => [
      'member_register.category',
      'membership_categories.description',
      'member_register.status',
      eb.fn.countAll<number>().as('members'),
    ])
    .groupBy(['member_register.category', 'membership_categories.description', 'member_register.status'])
    .orderBy('member_register.category')
    .orderBy('member_register.status')
    .execute();
  const counted = rows.map((row) => ({
    category: row.category,
    categoryName: row.description ?? row.category,
    status: row.status,
    members: Number(row.members),
  }));
  return { rows: counted, total: counted.reduce((sum, row) => sum + row.members, 0) };
}

export const membersCsvHeader = ['Category', 'Category name', 'Status', 'Members'];
export const membersCsvRows = (report: MembersReport): CsvCell[][] => [
  ...report.rows.map((row) => [row.category, row.categoryName, row.status, row.members]),
  ['Total', null, null, report.total],
];
