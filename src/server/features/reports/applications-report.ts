import { applicationStatuses } from '../../../contract/applications';
import {
  type AgeBucket,
  type ApplicationsReport,
  ageBuckets,
  type StageAge,
} from '../../../contract/reports';
import type { Db } from '../../db/database';
import type { CsvCell } from '../../platform/csv';

const DAY_MS = 86_400_000;

/** Which age bucket an application falls in, counting whole days since its latest submission. */
export function ageBucketOf(submittedAt: string | null, endAt: string): AgeBucket {
  if (!submittedAt) return 'notSubmitted';
  const days = Math.floor((Date.parse(endAt) - Date.parse(submittedAt)) / DAY_MS);
  if (days <= 7) return 'days0to7';
  if (days <= 30) return 'days8to30';
  if (days <= 90) return 'days31to90';
  return 'over90';
}

/**
 * Applications per review stage and age. An open application ages until now; a released or
 * rejected one stops at its decision, so its bucket says how long it took.
 */
export async function applicationsReport(db: Db, now = new Date()): Promise<ApplicationsReport> {
  const applications = await db
    .selectFrom('applications')
    .select(['status', 'submitted_at', 'decided_at'])
    .execute();
  const empty = (stage: string): StageAge => ({
    stage,
    notSubmitted: 0,
    days0to7: 0,
    days8to30: 0,
    days31to90: 0,
    over90: 0,
    total: 0,
  });
  const byStage = new Map<string, StageAge>(applicationStatuses.map((stage) => [stage, empty(stage)]));
  for (const application of applications) {
    const row = byStage.get(application.status) ?? empty(application.status);
    byStage.set(application.status, row);
    row[ageBucketOf(application.submitted_at, application.decided_at ?? now.toISOString())] += 1;
    row.total += 1;
  }
  const rows = [...byStage.values()];
  return { rows, total: applications.length };
}

export const applicationsCsvHeader = ['Stage', ...ageBuckets.map((bucket) => bucket.label), 'Total'];
export const applicationsCsvRows = (report: ApplicationsReport): CsvCell[][] => [
  ...report.rows.map((row) => [row.stage, ...ageBuckets.map((bucket) => row[bucket.key]), row.total]),
  ['Total', ...ageBuckets.map(() => null), report.total],
];
