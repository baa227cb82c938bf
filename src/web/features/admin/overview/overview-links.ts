import type { WaitingStage } from '../../../../contract/staff-overview';

/** The list behind a stage of work: the review queue filtered to it, or the upgrade or licence list. */
export function stageLink(stage: Pick<WaitingStage, 'kind' | 'stage'>): string {
  if (stage.kind === 'application') return `/admin/review?status=${encodeURIComponent(stage.stage)}`;
  if (stage.kind === 'upgrade') return `/admin/upgrades?status=${encodeURIComponent(stage.stage)}`;
  return '/admin/licences';
}

export const kindLabels: Record<WaitingStage['kind'], string> = {
  application: 'Applications',
  upgrade: 'Upgrades',
  licence: 'Licences',
};
