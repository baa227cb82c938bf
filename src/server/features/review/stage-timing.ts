import { type ApplicationStatus, waitingStatuses } from '../../../contract/applications';
import type { StageTiming } from '../../../contract/review-assignment';
import {
  dueAt,
  isOverdue,
  type ServiceDays,
  serviceDaysOf,
  wholeDaysSince,
} from '../../../contract/service-level';

const waiting: readonly ApplicationStatus[] = waitingStatuses;

/**
 * An application against the service level (decision 0031): days at its stage, and while it waits for
 * a decision, the stage's due date and whether that has passed. Finished work has no due date.
 */
export function stageTiming(
  status: ApplicationStatus,
  stageEnteredAt: string | null,
  levels: ServiceDays,
  now: Date = new Date(),
): StageTiming {
  if (!stageEnteredAt) return { stageEnteredAt: null, daysInStage: 0, dueAt: null, overdue: false };
  const days = waiting.includes(status) ? serviceDaysOf(levels, 'application', status) : null;
  const due = days === null ? null : dueAt(stageEnteredAt, days);
  return {
    stageEnteredAt,
    daysInStage: wholeDaysSince(stageEnteredAt, now),
    dueAt: due,
    overdue: due !== null && isOverdue(due, now),
  };
}
