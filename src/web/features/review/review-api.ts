import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApplicationStatus, applicationStatuses } from '../../../contract/application-statuses';
import type {
  ReviewCommentRequest,
  ReviewDetail,
  ReviewQueueView,
  ReviewTransitionRequest,
} from '../../../contract/applications';
import { reviewAddresses as declared } from '../../../contract/endpoints/addresses/review';
import type { AssignRequest, AssignResult } from '../../../contract/review-assignment';
import { call, type MutationReactions } from '../../lib/call';
import { downloadListCsv } from '../../lib/list-kit/list-csv';
import type { AddressQuery } from '../../lib/list-kit/use-list-params';
import { useCategoryList } from '../../lib/reference-lists';

/** The queue's filters as the address names them (the list kit keeps them there, decision 0032). */
export const queueFilterKeys = ['status', 'view', 'category', 'assignee', 'age', 'term'] as const;

export const isStatus = (value: string | null): value is ApplicationStatus =>
  (applicationStatuses as readonly (string | null)[]).includes(value);

// The views as plain values: this module stays free of the contract's schemas (zod).
const queueViews: readonly string[] = ['waiting', 'finished', 'all'] satisfies ReviewQueueView[];
export const isView = (value: string | null): value is ReviewQueueView =>
  value !== null && queueViews.includes(value);

export const reviewKeys = {
  all: ['review'] as const,
  queue: (query: AddressQuery) => ['review', 'queue', query] as const,
  detail: (code: string) => ['review', 'detail', code] as const,
  profile: (code: string) => ['review', 'profile', code] as const,
  reviewers: ['review', 'reviewers'] as const,
};

/** The queue under the address's filters, order and page; the page before stays while the next loads. */
export function useReviewQueue(query: AddressQuery) {
  return useQuery({
    queryKey: reviewKeys.queue(query),
    queryFn: () => call(declared.queue, { query }),
    placeholderData: keepPreviousData,
  });
}

/** The CSV of the same filter and order (no page), or of the selected rows only. */
export const downloadReviewQueueCsv = (query: AddressQuery, ids?: readonly number[]) =>
  downloadListCsv(declared.queueCsv, query, 'review-queue.csv', ids);

/** Every membership category, shared with the checklist rules page's cache. */
export function useCategories() {
  return useCategoryList();
}

export function useReviewDetail(code: string) {
  return useQuery({
    queryKey: reviewKeys.detail(code),
    queryFn: () => call(declared.detail, { params: { code } }),
  });
}

export function useReviewProfile(code: string) {
  return useQuery({
    queryKey: reviewKeys.profile(code),
    queryFn: () => call(declared.profile, { params: { code } }),
  });
}

/**
 * Both writes answer the application afresh: the workspace shows that answer at once, and the queue
 * is refetched because the status (or the last change) of a row moved.
 */
function useDetailWrite<Body>(code: string, send: (body: Body) => Promise<ReviewDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (detail) => {
      client.setQueryData(reviewKeys.detail(code), detail);
      void client.invalidateQueries({ queryKey: ['review', 'queue'] });
    },
  });
}

export const useTransition = (code: string) =>
  useDetailWrite(code, (body: ReviewTransitionRequest) =>
    call(declared.transition, { params: { code }, body }),
  );
export const useAddComment = (code: string) =>
  useDetailWrite(code, (body: ReviewCommentRequest) => call(declared.comment, { params: { code }, body }));

/** The staff reviewers work can be assigned to, by name. */
export function useReviewers() {
  return useQuery({
    queryKey: reviewKeys.reviewers,
    queryFn: () => call(declared.reviewers, {}),
    staleTime: 60_000,
  });
}

/** Assigns (or unassigns) applications; the queue and the workspaces show the new assignee. */
export function useAssign(reactions: MutationReactions<AssignResult, AssignRequest> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: (body: AssignRequest) => call(declared.assign, { body }),
    onSuccess: (...args) => {
      void client.invalidateQueries({ queryKey: ['review', 'queue'] });
      void client.invalidateQueries({ queryKey: ['review', 'detail'] });
      return reactions.onSuccess?.(...args);
    },
  });
}
