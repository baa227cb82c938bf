import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CpdReviewDecision, CpdReviewRecord } from '../../../../contract/cpd-review';
import { cpdRecordAddresses } from '../../../../contract/endpoints/addresses/cpd-records';
import { cpdReviewAddresses } from '../../../../contract/endpoints/addresses/cpd-review';
import { call, type MutationReactions } from '../../../lib/call';

const reviewKey = ['admin', 'cpd-review'] as const;

export interface CpdReviewFilters {
  year: number | null;
  member: string;
  page: number;
}

/** GET admin/cpd/review: the records awaiting a decision, oldest submission first. */
export const useCpdReviewQueue = (filters: CpdReviewFilters) =>
  useQuery({
    queryKey: [...reviewKey, 'queue', filters],
    queryFn: () =>
      call(cpdReviewAddresses.queue, {
        query: {
          page: filters.page,
          ...(filters.year ? { year: filters.year } : {}),
          ...(filters.member.trim() ? { member: filters.member.trim() } : {}),
        },
      }),
    placeholderData: keepPreviousData,
  });

/** The active activity types, for the staff's view of a record's rules. */
export const useCpdTypes = () =>
  useQuery({
    queryKey: ['cpd', 'activity-types'],
    queryFn: () => call(cpdRecordAddresses.activityTypes, {}),
  });

export interface DecisionInput {
  decision: CpdReviewDecision;
  note: string;
}

/** POST admin/cpd/review/{id}/approve|reject|request-evidence; the queue is read again after. */
export function useDecideCpdRecord(
  id: number,
  reactions: MutationReactions<CpdReviewRecord, DecisionInput> = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: ({ decision, note }: DecisionInput) => {
      const params = { id };
      if (decision === 'approve') return call(cpdReviewAddresses.approve, { params });
      if (decision === 'reject') return call(cpdReviewAddresses.reject, { params, body: { reason: note } });
      return call(cpdReviewAddresses.requestEvidence, { params, body: { note } });
    },
    onSettled: () => client.invalidateQueries({ queryKey: reviewKey }),
  });
}
