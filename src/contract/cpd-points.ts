/**
 * CPD points and progress (issue 30, decision 0045), in one place for the server and the web. No zod
 * here: the CPD page and the dashboard tile show the same computation the server answers.
 *
 * - A record's points: hours × the type's points per hour, capped at the type's maximum per activity,
 *   rounded to two decimals. Stored with the record when it is saved.
 * - The type's maximum per CPD year is applied across the member's records of that type and year, in
 *   a stable order: verified records first, then submitted ones; within each, by start date, then by
 *   record id (the order they were logged). A record counts what room its type has left for the year.
 *   So what is earned never depends on what is still pending.
 * - Awards (event attendance, awards by staff; cpd_awards) count as verified and structured, outside
 *   every type's caps: staff decided those points.
 * - The CPD year is the calendar year of an activity's start date, as for awards (`period`).
 */

export const cpdRecordStatuses = [
  'draft',
  'submitted',
  'verified',
  'rejected',
  'more-evidence-requested',
] as const;
export type CpdRecordStatus = (typeof cpdRecordStatuses)[number];

/** A type's rules; null caps mean no cap. */
export interface CpdPointsRule {
  pointsPerHour: number;
  maxPointsPerActivity: number | null;
  maxPointsPerYear: number | null;
}

export const roundPoints = (value: number): number => Math.round(value * 100) / 100;

/** One activity's points: hours × points per hour, capped per activity. */
export function activityPoints(hours: number, rule: CpdPointsRule): number {
  const raw = hours * rule.pointsPerHour;
  return roundPoints(rule.maxPointsPerActivity === null ? raw : Math.min(raw, rule.maxPointsPerActivity));
}

/** The last day of a CPD year: when its requirement is due. */
export const cpdYearDueDate = (year: number): string => `${year}-12-31`;

/** The CPD year an activity counts in: its start date's year. */
export const cpdYearOf = (startDate: string): number => Number(startDate.slice(0, 4));

export interface ProgressType extends CpdPointsRule {
  id: number;
  name: string;
  structured: boolean;
}

export interface ProgressRecord {
  id: number;
  activityTypeId: number;
  startDate: string;
  status: CpdRecordStatus;
  /** The activity's own points (capped per activity). */
  points: number;
}

export interface ProgressAward {
  eventDate: string;
  points: number;
}

export interface CpdRequirementFigures {
  totalPoints: number;
  minStructuredPoints: number;
}

export interface CpdProgressByType {
  /** Null for the awards (event attendance and staff awards). */
  typeId: number | null;
  name: string;
  structured: boolean;
  earned: number;
  pending: number;
  /** The type's yearly cap, null when none. */
  maxPointsPerYear: number | null;
}

export interface CpdProgressByMonth {
  /** 1 to 12, by the activity's start date. */
  month: number;
  earned: number;
  pending: number;
}

export interface CpdProgress {
  year: number;
  /** The member's category, whose requirement applies; null when the account has none. */
  category: string | null;
  requirement: (CpdRequirementFigures & { dueDate: string }) | null;
  /** Verified records and awards, after the yearly caps. */
  earned: number;
  /** Submitted records waiting for staff, within the room the yearly caps leave. */
  pending: number;
  structuredEarned: number;
  unstructuredEarned: number;
  /** What is still to earn of the total and of the structured minimum; 0 without a requirement. */
  stillNeeded: number;
  structuredStillNeeded: number;
  /** Whether the requirement is met by verified CPD; null without a requirement. */
  met: boolean | null;
  byType: CpdProgressByType[];
  byMonth: CpdProgressByMonth[];
}

export const AWARDS_PROGRESS_NAME = 'Events and awards';

/** The stable order the yearly caps fill in: verified before submitted, then start date, then id. */
export function capOrder(a: ProgressRecord, b: ProgressRecord): number {
  const rank = (record: ProgressRecord) => (record.status === 'verified' ? 0 : 1);
  return rank(a) - rank(b) || a.startDate.localeCompare(b.startDate) || a.id - b.id;
}

/**
 * What each verified or submitted record counts after its type's yearly cap (records of one CPD
 * year). Other statuses count nothing and take no room.
 */
export function countedPoints(
  records: readonly ProgressRecord[],
  types: ReadonlyMap<number, CpdPointsRule>,
): Map<number, number> {
  const used = new Map<number, number>();
  const counted = new Map<number, number>();
  const counting = records.filter((record) => record.status === 'verified' || record.status === 'submitted');
  for (const record of [...counting].sort(capOrder)) {
    const cap = types.get(record.activityTypeId)?.maxPointsPerYear ?? null;
    const before = used.get(record.activityTypeId) ?? 0;
    const points = cap === null ? record.points : Math.max(0, Math.min(record.points, cap - before));
    used.set(record.activityTypeId, roundPoints(before + points));
    counted.set(record.id, roundPoints(points));
  }
  return counted;
}

export interface ProgressInput {
  year: number;
  category: string | null;
  requirement: CpdRequirementFigures | null;
  types: readonly ProgressType[];
  /** The member's records of `year`. */
  records: readonly ProgressRecord[];
  /** The member's awards of `year`. */
  awards: readonly ProgressAward[];
}

/** A member's progress for one CPD year against their category's requirement. */
export function cpdProgress(input: ProgressInput): CpdProgress {
  const typeById = new Map(input.types.map((type) => [type.id, type]));
  const counted = countedPoints(input.records, typeById);
  const byMonth = Array.from({ length: 12 }, (_, index) => ({ month: index + 1, earned: 0, pending: 0 }));
  const byType = new Map<number | null, CpdProgressByType>();
  const typeRow = (typeId: number | null): CpdProgressByType => {
    let row = byType.get(typeId);
    if (!row) {
      const type = typeId === null ? undefined : typeById.get(typeId);
      row = {
        typeId,
        name: typeId === null ? AWARDS_PROGRESS_NAME : (type?.name ?? ''),
        structured: typeId === null ? true : (type?.structured ?? false),
        earned: 0,
        pending: 0,
        maxPointsPerYear: type?.maxPointsPerYear ?? null,
      };
      byType.set(typeId, row);
    }
    return row;
  };
  const add = (typeId: number | null, date: string, points: number, verified: boolean) => {
    const key = verified ? 'earned' : 'pending';
    const row = typeRow(typeId);
    row[key] = roundPoints(row[key] + points);
    const month = byMonth[Number(date.slice(5, 7)) - 1];
    if (month) month[key] = roundPoints(month[key] + points);
  };
  for (const award of input.awards) add(null, award.eventDate, award.points, true);
  for (const record of input.records) {
    const points = counted.get(record.id);
    if (points !== undefined)
      add(record.activityTypeId, record.startDate, points, record.status === 'verified');
  }

  const rows = [...byType.values()];
  const sum = (pick: (row: CpdProgressByType) => number) =>
    roundPoints(rows.reduce((s, row) => s + pick(row), 0));
  const earned = sum((row) => row.earned);
  const structuredEarned = sum((row) => (row.structured ? row.earned : 0));
  const requirement = input.requirement;
  const stillNeeded = requirement ? roundPoints(Math.max(0, requirement.totalPoints - earned)) : 0;
  const structuredStillNeeded = requirement
    ? roundPoints(Math.max(0, requirement.minStructuredPoints - structuredEarned))
    : 0;
  // The awards first, then the types in the staff's list order.
  const order = new Map(input.types.map((type, index) => [type.id, index]));
  rows.sort((a, b) =>
    a.typeId === null ? -1 : b.typeId === null ? 1 : (order.get(a.typeId) ?? 0) - (order.get(b.typeId) ?? 0),
  );
  return {
    year: input.year,
    category: input.category,
    requirement: requirement ? { ...requirement, dueDate: cpdYearDueDate(input.year) } : null,
    earned,
    pending: sum((row) => row.pending),
    structuredEarned,
    unstructuredEarned: roundPoints(earned - structuredEarned),
    stillNeeded,
    structuredStillNeeded,
    met: requirement ? stillNeeded === 0 && structuredStillNeeded === 0 : null,
    byType: rows,
    byMonth,
  };
}
