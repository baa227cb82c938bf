import { describe, expect, it } from 'vitest';
import {
  AWARDS_PROGRESS_NAME,
  activityPoints,
  countedPoints,
  cpdProgress,
  type ProgressRecord,
  type ProgressType,
} from './cpd-points';

const course: ProgressType = {
  id: 1,
  name: 'Courses',
  structured: true,
  pointsPerHour: 1,
  maxPointsPerActivity: 10,
  maxPointsPerYear: null,
};
const study: ProgressType = {
  id: 2,
  name: 'Private study',
  structured: false,
  pointsPerHour: 0.5,
  maxPointsPerActivity: 5,
  maxPointsPerYear: 6,
};
const record = (
  id: number,
  typeId: number,
  startDate: string,
  status: ProgressRecord['status'],
  points: number,
) => ({
  id,
  activityTypeId: typeId,
  startDate,
  status,
  points,
});

describe('CPD points rules (decision 0045)', () => {
  it('gives hours × points per hour, capped per activity, to two decimals', () => {
    expect(activityPoints(3, course)).toBe(3);
    expect(activityPoints(40, course)).toBe(10);
    expect(activityPoints(1.5, study)).toBe(0.75);
    expect(activityPoints(1 / 3, { ...course, maxPointsPerActivity: null })).toBe(0.33);
  });

  it('fills the yearly cap per type with verified records first, then by start date and id', () => {
    const types = new Map([[study.id, study]]);
    const counted = countedPoints(
      [
        record(5, 2, '2025-01-10', 'submitted', 4),
        record(4, 2, '2025-03-01', 'verified', 4),
        record(3, 2, '2025-02-01', 'verified', 4),
        record(6, 2, '2025-01-01', 'draft', 5),
      ],
      types,
    );
    // Record 3 (verified, earliest) takes 4, record 4 the 2 left, the submitted record nothing.
    expect(Object.fromEntries(counted)).toEqual({ 3: 4, 4: 2, 5: 0 });
  });

  it('answers progress: awards as verified structured CPD, earned vs pending, by type and month', () => {
    const progress = cpdProgress({
      year: 2025,
      category: 'CORPORATE',
      requirement: { totalPoints: 30, minStructuredPoints: 20 },
      types: [course, study],
      records: [
        record(1, 1, '2025-02-03', 'verified', 10),
        record(2, 1, '2025-02-20', 'submitted', 4),
        record(3, 2, '2025-05-01', 'verified', 5),
        record(4, 2, '2025-06-01', 'verified', 5),
        record(5, 1, '2025-07-01', 'rejected', 9),
      ],
      awards: [{ eventDate: '2025-03-15', points: 8 }],
    });
    expect(progress).toMatchObject({
      requirement: { totalPoints: 30, minStructuredPoints: 20, dueDate: '2025-12-31' },
      earned: 24,
      pending: 4,
      structuredEarned: 18,
      unstructuredEarned: 6,
      stillNeeded: 6,
      structuredStillNeeded: 2,
      met: false,
    });
    expect(progress.byType.map((row) => [row.name, row.earned, row.pending])).toEqual([
      [AWARDS_PROGRESS_NAME, 8, 0],
      ['Courses', 10, 4],
      ['Private study', 6, 0],
    ]);
    expect(progress.byMonth.filter((month) => month.earned || month.pending)).toEqual([
      { month: 2, earned: 10, pending: 4 },
      { month: 3, earned: 8, pending: 0 },
      { month: 5, earned: 5, pending: 0 },
      { month: 6, earned: 1, pending: 0 },
    ]);
  });

  it('is met once both the total and the structured minimum are earned; null without a requirement', () => {
    const base = { year: 2025, category: 'GRADUATE', types: [course], awards: [] };
    const records = [record(1, 1, '2025-01-01', 'verified', 10)];
    expect(
      cpdProgress({ ...base, records, requirement: { totalPoints: 10, minStructuredPoints: 10 } }).met,
    ).toBe(true);
    const none = cpdProgress({ ...base, records, requirement: null });
    expect(none).toMatchObject({ met: null, requirement: null, stillNeeded: 0, earned: 10 });
  });
});
