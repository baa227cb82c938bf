import type { CpdProgress } from '../../../contract/cpd-points';
import { formatDay, formatDecimal } from '../../lib/format';

/** Points as the CPD screens write them: whole points as counts, fractions to two places. */
export const formatPoints = (value: number): string => formatDecimal(Math.round(value * 100) / 100);

/** "32 of 50 points": verified points against the requirement's total. */
export const earnedOfRequired = (progress: Pick<CpdProgress, 'earned'>, required: number): string =>
  `${formatPoints(progress.earned)} of ${formatPoints(required)} points`;

/**
 * What is still to earn and by when: "18 still needed by 31 Dec 2026", with the structured part when
 * the structured minimum is not met yet; "Requirement met" once verified CPD covers it. Null without
 * a requirement.
 */
export function stillNeededText(progress: CpdProgress): string | null {
  const requirement = progress.requirement;
  if (!requirement) return null;
  if (progress.met) return 'Requirement met';
  const due = formatDay(requirement.dueDate);
  const total = Math.max(progress.stillNeeded, progress.structuredStillNeeded);
  const structured =
    progress.structuredStillNeeded > 0
      ? ` (${formatPoints(progress.structuredStillNeeded)} of them structured)`
      : '';
  return `${formatPoints(total)} still needed by ${due}${structured}`;
}
