import type { WaitingStage } from '../../../../contract/staff-overview';

/** The list behind a stage of work: the review queue filtered to it, or the upgrade or licence list. */
export function stageLink(stage: Pick<WaitingStage, 'kind' | 'stage'>): string {
  if (stage.kind === 'application') return `/admin/review?status=${encodeURIComponent(stage.stage)}`;
  if (stage.kind === 'upgrade') return `/admin/upgrades?status=${encodeURIComponent(stage.stage)}`;
  return '/admin/licences';
}

/** The applications of a stage that are past its service level: the queue's overdue filter. */
export const overdueLink = (stage: Pick<WaitingStage, 'kind' | 'stage'>): string | null =>
  stage.kind === 'application' ? `${stageLink(stage)}&age=overdue` : null;

/** The posted payments behind an income figure: those paid from `from` (YYYY-MM-DD) on. */
export const paymentsFrom = (from: string): string => `/admin/payments?from=${from}`;

export const kindLabels: Record<WaitingStage['kind'], string> = {
  application: 'Applications',
  upgrade: 'Upgrades',
  licence: 'Licences',
};
