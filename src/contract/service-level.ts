import { z } from 'zod';
import { defaultServiceDays, type ServiceDays } from './settings-defaults';

export { defaultServiceDays, type ServiceDays } from './settings-defaults';

/**
 * The review service level (decision 0031): how many whole days work may wait at each review stage
 * before it is overdue. One setting (minor_settings.review_service_days) that the review queue, the
 * review workspace and the staff overview all read, so a due date means the same thing everywhere.
 */

export const SERVICE_DAYS_MIN = 1;
export const SERVICE_DAYS_MAX = 365;

export const serviceLevelMessages = {
  wholeDays: 'Enter whole days',
  range: `Days at a stage must be between ${SERVICE_DAYS_MIN} and ${SERVICE_DAYS_MAX}`,
} as const;

const days = z
  .number({ error: serviceLevelMessages.range })
  .int(serviceLevelMessages.wholeDays)
  .min(SERVICE_DAYS_MIN, serviceLevelMessages.range)
  .max(SERVICE_DAYS_MAX, serviceLevelMessages.range);

const stagesOf = <Stage extends string>(defaults: Record<Stage, number>) =>
  z.object(
    Object.fromEntries(
      Object.entries(defaults).map(([stage, value]) => [stage, days.default(value as number)]),
    ) as {
      [Key in Stage]: z.ZodDefault<typeof days>;
    },
  );

/** Days per stage of each kind of review; a stage added later takes its default when a saved row lacks it. */
export const serviceDaysSchema = z.object({
  application: stagesOf(defaultServiceDays.application).default(defaultServiceDays.application),
  upgrade: stagesOf(defaultServiceDays.upgrade).default(defaultServiceDays.upgrade),
  licence: stagesOf(defaultServiceDays.licence).default(defaultServiceDays.licence),
});

export const serviceKindLabels: Record<keyof ServiceDays, string> = {
  application: 'Applications',
  upgrade: 'Upgrades',
  licence: 'Licences',
};

const DAY_MS = 86_400_000;

/** The days a kind's stage may take; a stage without a level (none is waiting there) has none. */
export function serviceDaysOf(levels: ServiceDays, kind: keyof ServiceDays, stage: string): number | null {
  const perStage = levels[kind] as Record<string, number>;
  return Object.hasOwn(perStage, stage) ? (perStage[stage] ?? null) : null;
}

/** When work that reached its stage at `enteredAt` is due: that many days later. */
export const dueAt = (enteredAt: string, serviceDays: number): string =>
  new Date(Date.parse(enteredAt) + serviceDays * DAY_MS).toISOString();

/** Overdue once the due time has passed. */
export const isOverdue = (due: string, now: Date = new Date()): boolean => now.getTime() > Date.parse(due);

/** Whole days since `since` (never negative). */
export const wholeDaysSince = (since: string, now: Date = new Date()): number =>
  Math.max(0, Math.floor((now.getTime() - Date.parse(since)) / DAY_MS));

/** The moment `days` whole days before `now`: work that entered before it has waited longer. */
export const daysBefore = (days: number, now: Date = new Date()): string =>
  new Date(now.getTime() - days * DAY_MS).toISOString();
