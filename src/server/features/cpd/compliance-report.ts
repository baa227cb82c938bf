import { cpdComplianceReport } from '../../../contract/cpd-compliance';
import type { CpdComplianceReport } from '../../../contract/cpd-compliance-schemas';
import { type CpdRecordStatus, cpdProgress, type ProgressRecord } from '../../../contract/cpd-records';
import type { Db } from '../../db/database';
import type { CsvCell } from '../../platform/csv';
import { activityTypeRules } from './activity-types';

const groupBy = <T>(rows: readonly T[], key: (row: T) => number) => {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row)) ?? [];
    list.push(row);
    groups.set(key(row), list);
  }
  return groups;
};

/**
 * CPD compliance by category for a CPD year (decision 0048): of the Active members of each
 * category, how many met the year's requirement with verified CPD, how many did not, and how many
 * logged nothing at all. Computed in one read of the year's records and awards, with the same rules
 * as each member's progress (cpdProgress), so the report and the CPD page never disagree.
 */
export async function cpdComplianceReportOf(db: Db, year: number): Promise<CpdComplianceReport> {
  const [members, categories, requirements, types, records, awards] = await Promise.all([
    db.selectFrom('member_register').select(['category', 'user_id']).where('status', '=', 'Active').execute(),
    db.selectFrom('membership_categories').select(['code', 'description']).execute(),
    db
      .selectFrom('cpd_requirements')
      .select(['category_code', 'total_points', 'min_structured_points'])
      .where('cpd_year', '=', year)
      .execute(),
    activityTypeRules(db),
    db
      .selectFrom('cpd_records')
      .select(['id', 'user_id', 'activity_type_id', 'start_date', 'status', 'points'])
      .where('cpd_year', '=', year)
      .where('status', 'in', ['verified', 'submitted'])
      .execute(),
    db
      .selectFrom('cpd_awards')
      .select(['user_id', 'event_date', 'points'])
      .where('period', '=', year)
      .execute(),
  ]);
  const recordsOf = groupBy(records, (row) => row.user_id);
  const awardsOf = groupBy(awards, (row) => row.user_id);
  const requirementOf = new Map(
    requirements.map((row) => [
      row.category_code,
      { totalPoints: Number(row.total_points), minStructuredPoints: Number(row.min_structured_points) },
    ]),
  );
  const names = new Map(categories.map((row) => [row.code, row.description]));
  const rows = new Map<string, CpdComplianceReport['rows'][number]>();
  for (const member of members) {
    const requirement = requirementOf.get(member.category) ?? null;
    const row = rows.get(member.category) ?? {
      category: member.category,
      categoryName: names.get(member.category) ?? member.category,
      requiredPoints: requirement?.totalPoints ?? null,
      members: 0,
      met: 0,
      notMet: 0,
      noRecords: 0,
      percentMet: null,
    };
    rows.set(member.category, row);
    row.members += 1;
    const own = member.user_id === null ? [] : (recordsOf.get(member.user_id) ?? []);
    const ownAwards = member.user_id === null ? [] : (awardsOf.get(member.user_id) ?? []);
    if (own.length === 0 && ownAwards.length === 0) row.noRecords += 1;
    if (!requirement) continue;
    const progress = cpdProgress({
      year,
      category: member.category,
      requirement,
      types,
      records: own.map(
        (record): ProgressRecord => ({
          id: record.id,
          activityTypeId: record.activity_type_id,
          startDate: record.start_date,
          status: record.status as CpdRecordStatus,
          points: Number(record.points),
        }),
      ),
      awards: ownAwards.map((award) => ({ eventDate: award.event_date, points: Number(award.points) })),
    });
    if (progress.met) row.met += 1;
    else row.notMet += 1;
  }
  const finished = [...rows.values()]
    .map((row) => ({
      ...row,
      percentMet:
        row.requiredPoints === null || row.members === 0
          ? null
          : Math.round((row.met / row.members) * 1000) / 10,
    }))
    .sort((a, b) => a.category.localeCompare(b.category));
  return { year, rows: finished };
}

export const cpdComplianceCsvRows = (report: CpdComplianceReport): CsvCell[][] =>
  report.rows.map((row) => [
    row.category,
    row.categoryName,
    row.requiredPoints,
    row.members,
    row.met,
    row.notMet,
    row.noRecords,
    row.percentMet,
  ]);

export const cpdComplianceCsvHeader = cpdComplianceReport.csvHeader;
