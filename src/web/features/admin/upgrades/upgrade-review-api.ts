import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { upgradeEndpoints as declared } from '../../../../contract/endpoints/upgrades';
import type { UpgradeStatus, UpgradeTransitionRequest } from '../../../../contract/upgrades';
import { call } from '../../../lib/call';

const keys = {
  all: ['review', 'upgrades'] as const,
  queue: (status: UpgradeStatus | '') => ['review', 'upgrades', 'queue', status] as const,
  detail: (code: string) => ['review', 'upgrades', 'detail', code] as const,
};

/** GET review/upgrades: the upgrades of a status, or all. */
export const useUpgradeQueue = (status: UpgradeStatus | '') =>
  useQuery({
    queryKey: keys.queue(status),
    queryFn: () => call(declared.reviewQueue, { query: { status: status || undefined } }),
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
