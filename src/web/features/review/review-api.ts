import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApplicationStatus, applicationStatuses } from '../../../contract/application-statuses';
import type {
  ReviewCommentRequest,
  ReviewDetail,
  ReviewProfile,
  ReviewQueue,
  ReviewTransitionRequest,
} from '../../../contract/applications';
import { api } from '../../lib/api';
import { referenceLists } from '../../lib/reference-lists';

/** The queue's filters as they travel in the page's URL (so Back from a workspace keeps them). */
export interface QueueFilters {
  status: ApplicationStatus | null;
  category: string | null;
  term: string;
  page: number;
}

export const isStatus = (value: string | null): value is ApplicationStatus =>
  (applicationStatuses as readonly (string | null)[]).includes(value);

export function filtersFrom(params: URLSearchParams): QueueFilters {
  const status = params.get('status');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    status: isStatus(status) ? status : null,
    category: params.get('category') || null,
    term: params.get('term')?.trim() ?? '',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** Only the filters that are set, so the URL and the API query stay short. */
export function searchOf(filters: QueueFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.status) search.set('status', filters.status);
  if (filters.category) search.set('category', filters.category);
  if (filters.term) search.set('term', filters.term);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

export const reviewKeys = {
  all: ['review'] as const,
  queue: (filters: QueueFilters) => ['review', 'queue', filters] as const,
  detail: (code: string) => ['review', 'detail', code] as const,
  profile: (code: string) => ['review', 'profile', code] as const,
};

const applicationPath = (code: string) => `review/applications/${encodeURIComponent(code)}`;

export function useReviewQueue(filters: QueueFilters) {
  return useQuery({
    queryKey: reviewKeys.queue(filters),
    queryFn: () => {
      const query = searchOf(filters);
      query.set('page', String(filters.page));
      return api<ReviewQueue>('GET', `review/applications?${query}`);
    },
    placeholderData: keepPreviousData,
  });
}

/** Every membership category, shared with the checklist rules page's cache. */
export function useCategories() {
  return useQuery(referenceLists.categories());
}

export function useReviewDetail(code: string) {
  return useQuery({
    queryKey: reviewKeys.detail(code),
    queryFn: () => api<ReviewDetail>('GET', applicationPath(code)),
  });
}

export function useReviewProfile(code: string) {
  return useQuery({
    queryKey: reviewKeys.profile(code),
    queryFn: () => api<ReviewProfile>('GET', `${applicationPath(code)}/profile`),
  });
}

/**
 * Both writes answer the application afresh: the workspace shows that answer at once, and the queue
 * is refetched because the status (or the last change) of a row moved.
 */
function useDetailWrite<Body>(code: string, suffix: 'transition' | 'comments') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api<ReviewDetail>('POST', `${applicationPath(code)}/${suffix}`, body),
    onSuccess: (detail) => {
      client.setQueryData(reviewKeys.detail(code), detail);
      void client.invalidateQueries({ queryKey: ['review', 'queue'] });
    },
  });
}

export const useTransition = (code: string) => useDetailWrite<ReviewTransitionRequest>(code, 'transition');
export const useAddComment = (code: string) => useDetailWrite<ReviewCommentRequest>(code, 'comments');
