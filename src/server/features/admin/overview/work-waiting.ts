import { sql } from 'kysely';
import { allowedActions, applicationStatuses } from '../../../../contract/applications';
import { dueAt, isOverdue, type ServiceDays, serviceDaysOf } from '../../../../contract/service-level';
import type { WaitingStage } from '../../../../contract/staff-overview';
import { allowedUpgradeActions, upgradeStatuses } from '../../../../contract/upgrades';
import type { Db } from '../../../db/database';
import { getSettings } from '../../settings/public';

const DAY_MS = 86_400_000;

/** The stages where staff have a step to take: derived from the state machines, not listed twice. */
const applicationStages = applicationStatuses.filter((status) => allowedActions(status).length > 0);
const upgradeStages = upgradeStatuses.filter((status) => allowedUpgradeActions(status).length > 0);

interface Waiting {
  stage: string;
  /** When it reached the stage; null when no step is recorded (then its submission stands in). */
  since: string | null;
  submitted: string | null;
}

/**
 * Work waiting for staff per stage: applications and upgrades at a stage where a reviewer acts,
 * licences whose signed scan is uploaded. Age counts from the step into the stage, so a return and
 * a re-submission start the clock again; overdue is past the stage's configured service level
 * (decision 0031).
 */
export async function workWaiting(db: Db, now = new Date()): Promise<WaitingStage[]> {
  const levels = (await getSettings(db)).minor_settings.review_service_days;
  const [applications, upgrades, licences] = await Promise.all([
    db
      .selectFrom('applications')
      .select((eb) => [
        'applications.status as stage',
        'applications.submitted_at as submitted',
        eb
          .selectFrom('application_transitions')
          .select(sql<string>`max(created_at)`.as('since'))
          .whereRef('application_transitions.application_id', '=', 'applications.id')
          .whereRef('application_transitions.to_status', '=', 'applications.status')
          .as('since'),
      ])
      .where('applications.status', 'in', applicationStages)
      .execute(),
    db
      .selectFrom('upgrades')
      .select((eb) => [
        'upgrades.status as stage',
        'upgrades.submitted_at as submitted',
        eb
          .selectFrom('upgrade_transitions')
          .select(sql<string>`max(created_at)`.as('since'))
          .whereRef('upgrade_transitions.upgrade_id', '=', 'upgrades.id')
          .whereRef('upgrade_transitions.to_status', '=', 'upgrades.status')
          .as('since'),
      ])
      .where('upgrades.status', 'in', upgradeStages)
      .execute(),
    db
      .selectFrom('licence_applications')
      .select(['status as stage', 'uploaded_at as since', 'created_at as submitted'])
      .where('status', '=', 'Uploaded')
      .execute(),
  ]);
  return [
    ...byStage('application', applicationStages, applications, levels, now),
    ...byStage('upgrade', upgradeStages, upgrades, levels, now),
    ...byStage('licence', ['Uploaded'], licences, levels, now),
  ];
}

function byStage(
  kind: WaitingStage['kind'],
  stages: readonly string[],
  rows: readonly Waiting[],
  levels: ServiceDays,
  now: Date,
): WaitingStage[] {
  return stages.map((stage) => {
    const serviceDays = serviceDaysOf(levels, kind, stage) ?? 0;
    const sinces = rows.filter((row) => row.stage === stage).map((row) => row.since ?? row.submitted);
    const ages = sinces.map((since) =>
      since ? Math.max(0, Math.floor((now.getTime() - Date.parse(since)) / DAY_MS)) : 0,
    );
    return {
      kind,
      stage,
      count: ages.length,
      serviceDays,
      overdue: sinces.filter((since) => since && isOverdue(dueAt(since, serviceDays), now)).length,
      oldestDays: ages.length > 0 ? Math.max(...ages) : 0,
    };
  });
}
