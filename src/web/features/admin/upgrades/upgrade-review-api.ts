import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  UpgradeReviewDetail,
  UpgradeReviewItem,
  UpgradeStatus,
  UpgradeTransitionRequest,
} from '../../../../contract/upgrades';
import { api } from '../../../lib/api';

const keys = {
  all: ['review', 'upgrades'] as const,
  queue: (status: UpgradeStatus | '') => ['review', 'upgrades', 'queue', status] as const,
  detail: (code: string) => ['review', 'upgrades', 'detail', code] as const,
};

/** GET review/upgrades: the upgrades of a status, or all. */
export const useUpgradeQueue = (status: UpgradeStatus | '') =>
  useQuery({
    queryKey: keys.queue(status),
    queryFn: () =>
      api<UpgradeReviewItem[]>(
        'GET',
        status ? `review/upgrades?status=${encodeURIComponent(status)}` : 'review/upgrades',
      ),
  });

export const useUpgradeReview = (code: string) =>
  useQuery({
    queryKey: keys.detail(code),
    queryFn: () => api<UpgradeReviewDetail>('GET', `review/upgrades/${encodeURIComponent(code)}`),
  });

/** POST review/upgrades/{code}/transition; the queue and the detail are read again afterwards. */
export function useUpgradeTransition(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: UpgradeTransitionRequest) =>
      api<UpgradeReviewDetail>('POST', `review/upgrades/${encodeURIComponent(code)}/transition`, request),
    onSuccess: async (detail) => {
      client.setQueryData(keys.detail(code), detail);
      await client.invalidateQueries({ queryKey: keys.all });
    },
  });
}
