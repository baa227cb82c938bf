import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewQueueView } from '../../../../contract/applications';
import { upgradeEndpoints as declared } from '../../../../contract/endpoints/upgrades';
import type { UpgradeStatus, UpgradeTransitionRequest } from '../../../../contract/upgrades';
import { call } from '../../../lib/call';

const keys = {
  all: ['review', 'upgrades'] as const,
  queue: (filter: UpgradeQueueFilter) => ['review', 'upgrades', 'queue', filter] as const,
  detail: (code: string) => ['review', 'upgrades', 'detail', code] as const,
};

/** A status, or without one a view: the work waiting (where the queue opens), finished, or all. */
export type UpgradeQueueFilter = { status: UpgradeStatus } | { view: ReviewQueueView };

/** GET review/upgrades: the upgrades of a status or a view. */
export const useUpgradeQueue = (filter: UpgradeQueueFilter) =>
  useQuery({
    queryKey: keys.queue(filter),
    queryFn: () => call(declared.reviewQueue, { query: filter }),
  });

export const useUpgradeReview = (code: string) =>
  useQuery({
    queryKey: keys.detail(code),
    queryFn: () => call(declared.reviewDetail, { params: { code } }),
  });

/** POST review/upgrades/{code}/transition; the queue and the detail are read again afterwards. */
export function useUpgradeTransition(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: UpgradeTransitionRequest) =>
      call(declared.transition, { params: { code }, body: request }),
    onSuccess: async (detail) => {
      client.setQueryData(keys.detail(code), detail);
      await client.invalidateQueries({ queryKey: keys.all });
    },
  });
}
