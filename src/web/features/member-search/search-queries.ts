import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { memberSearchEndpoints } from '../../../contract/endpoints/member-search';
import { SEARCH_TERM_MAX, searchGenders } from '../../../contract/member-search';
import { encodeRouteText } from '../../../contract/route-values';
import { call } from '../../lib/call';
import { useCategoryList } from '../../lib/reference-lists';

export const SEARCH_LIST_PATH = '/search/Search-list';

/** The member card's route carries the base64 ProfileID (spec 1 §2 "searchCard"). */
export const memberCardPath = (profileId: string) => `/search/search-card/${encodeRouteText(profileId)}`;

export type SearchGender = (typeof searchGenders)[number];

/** What the URL says was searched: kept there so a reload or Back shows the same results. */
export interface SearchCriteria {
  term: string;
  gender: SearchGender | null;
  category: string | null;
  page: number;
}

const isGender = (value: string | null): value is SearchGender =>
  searchGenders.some((gender) => gender === value);

export function criteriaFrom(params: URLSearchParams): SearchCriteria {
  const gender = params.get('gender');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    term: (params.get('term') ?? '').trim().slice(0, SEARCH_TERM_MAX),
    gender: isGender(gender) ? gender : null,
    category: params.get('category')?.trim() || null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** What was searched, as the API's query: no gender or category unless chosen, no page for the first. */
const searchQueryOf = (criteria: SearchCriteria) => ({
  term: criteria.term,
  gender: criteria.gender ?? undefined,
  category: criteria.category ?? undefined,
  page: criteria.page > 1 ? criteria.page : undefined,
});

/** The same as the page URL's query string (and the results' cache key); empty values are left out. */
export function criteriaQuery(criteria: SearchCriteria): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchQueryOf(criteria)))
    if (value) query.set(key, String(value));
  return query;
}

/** Searches only with a term: the server refuses a blank one and the form says so first. */
export function useMemberSearch(criteria: SearchCriteria) {
  return useQuery({
    queryKey: ['member-search', 'results', criteriaQuery(criteria).toString()],
    queryFn: () => call(memberSearchEndpoints.search, { query: searchQueryOf(criteria) }),
    enabled: criteria.term !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useMemberSearchStats() {
  return useQuery({
    queryKey: ['member-search', 'stats'],
    queryFn: () => call(memberSearchEndpoints.stats, {}),
    staleTime: 5 * 60_000,
  });
}

/** Every membership category, shared with the checklist rules and review pages' cache. */
export function useSearchCategories() {
  return useCategoryList();
}

export function useMemberCard(profileId: string | null) {
  return useQuery({
    queryKey: ['member-search', 'card', profileId],
    queryFn: () => call(memberSearchEndpoints.show, { params: { profileId: profileId ?? '' } }),
    enabled: profileId !== null,
    retry: false,
  });
}
