import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { licenceEndpoints } from '../../../../contract/endpoints/licences';
import type { LicenceReviewDetail, LicenceTransitionRequest } from '../../../../contract/licences';
import { call, type MutationReactions } from '../../../lib/call';

const queueKey = ['review', 'licences'] as const;

/** The licence applications with their scan in, for approvers and admins. */
export const useLicenceReviewQueue = () =>
  useQuery({ queryKey: queueKey, queryFn: () => call(licenceEndpoints.reviewQueue, { query: {} }) });

export type LicenceDecision = Required<LicenceTransitionRequest>;

/**
 * Approves or rejects one application (a rejection carries its reason, an approval for a member not
 * in good standing its override reason); the queue is read again. The page adds the toast.
 */
export function useDecideLicence(
  applicationNo: string,
  reactions: MutationReactions<LicenceReviewDetail, LicenceDecision> = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: (decision: LicenceDecision) =>
      call(licenceEndpoints.transition, { params: { no: applicationNo }, body: decision }),
    onSuccess: async (...args) => {
      await client.invalidateQueries({ queryKey: queueKey });
      await reactions.onSuccess?.(...args);
    },
  });
}
