import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { licenceEndpoints } from '../../../../contract/endpoints/licences';
import {
  type LicenceReviewDetail,
  type LicenceReviewStatus,
  type LicenceTransitionRequest,
  licenceReviewStatuses,
} from '../../../../contract/licences';
import { call, type MutationReactions } from '../../../lib/call';

const queueKey = ['review', 'licences'] as const;

/**
 * The licence applications with their scan in, for approvers and admins; `status` narrows them on
 * the server by the status the list shows (an Uploaded one whose fee is paid is In Review).
 */
export const useLicenceReviewQueue = (status: LicenceReviewStatus | null) =>
  useQuery({
    queryKey: [...queueKey, 'list', status ?? 'all'],
    queryFn: () => call(licenceEndpoints.reviewQueue, { query: status ? { status } : {} }),
    // The list stays while another status loads, rather than blinking empty.
    placeholderData: keepPreviousData,
  });

/** How many applications each status of the filter holds, counted by the same rule as the filter. */
export const useLicenceReviewCounts = () =>
  useQuery({ queryKey: [...queueKey, 'counts'], queryFn: () => call(licenceEndpoints.reviewCounts, {}) });

/** The filter's status from the page address (?status=In Review); anything else is every status. */
export const reviewStatusOf = (value: string | null): LicenceReviewStatus | null =>
  (licenceReviewStatuses as readonly string[]).includes(value ?? '') ? (value as LicenceReviewStatus) : null;

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
