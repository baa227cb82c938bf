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
import { ageFilterPattern, assigneeFilterPattern } from '../../../contract/review-assignment-rules';
import { call, type MutationReactions } from '../../lib/call';
import { useCategoryList } from '../../lib/reference-lists';

/** The queue's filters as they travel in the page's URL (so Back from a workspace keeps them). */
export interface QueueFilters {
  status: ApplicationStatus | null;
  /** Without a status: the work waiting (the default), the finished applications, or all submitted. */
  view: ReviewQueueView;
  category: string | null;
  /** me, none (unassigned) or a reviewer's id; null: anyone's. */
  assignee: string | null;
  /** overdue, or more than this many days in the stage; null: any age. */
  age: string | null;
  term: string;
  page: number;
}

const matching = (value: string | null, pattern: RegExp) => (value && pattern.test(value) ? value : null);

export const isStatus = (value: string | null): value is ApplicationStatus =>
  (applicationStatuses as readonly (string | null)[]).includes(value);

// The views as plain values: this module stays free of the contract's schemas (zod).
const queueViews: readonly string[] = ['waiting', 'finished', 'all'] satisfies ReviewQueueView[];
export const isView = (value: string | null): value is ReviewQueueView =>
  value !== null && queueViews.includes(value);

export function filtersFrom(params: URLSearchParams): QueueFilters {
  const status = params.get('status');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const view = params.get('view');
  return {
    status: isStatus(status) ? status : null,
    view: isView(view) ? view : 'waiting',
    category: params.get('category') || null,
    assignee: matching(params.get('assignee'), assigneeFilterPattern),
    age: matching(params.get('age'), ageFilterPattern),
    term: params.get('term')?.trim() ?? '',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** Only the filters that are set, so the URL and the API query stay short. */
export function searchOf(filters: QueueFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.status) search.set('status', filters.status);
  else if (filters.view !== 'waiting') search.set('view', filters.view);
  if (filters.category) search.set('category', filters.category);
  if (filters.assignee) search.set('assignee', filters.assignee);
  if (filters.age) search.set('age', filters.age);
  if (filters.term) search.set('term', filters.term);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

export const reviewKeys = {
  all: ['review'] as const,
  queue: (filters: QueueFilters) => ['review', 'queue', filters] as const,
  detail: (code: string) => ['review', 'detail', code] as const,
  profile: (code: string) => ['review', 'profile', code] as const,
  reviewers: ['review', 'reviewers'] as const,
};

export function useReviewQueue(filters: QueueFilters) {
  return useQuery({
    queryKey: reviewKeys.queue(filters),
    queryFn: () =>
      call(declared.queue, {
        query: {
          status: filters.status ?? undefined,
          view: filters.status ? undefined : filters.view,
          category: filters.category ?? undefined,
          assignee: filters.assignee ?? undefined,
          age: filters.age ?? undefined,
          term: filters.term || undefined,
          page: filters.page,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

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
