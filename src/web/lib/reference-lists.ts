import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserType } from '../../contract/auth';
import { setupAddresses as setup } from '../../contract/endpoints/addresses/setup';
import type { CodeList, DisclaimerType } from '../../contract/setup';
import { call } from './call';

/** Reference lists change rarely: each is read under one key, wherever it is used, and kept ten minutes. */
const staleTime = 10 * 60_000;

/** Every reference list's key starts with this; a staff change to the lists refreshes them all. */
export const referenceListsKey = ['setup'] as const;

/**
 * The public reference lists (spec 1 §3 "Setup lists") and the body's own texts, as TanStack Query
 * options: a form reads them with `useQuery(referenceLists.x())`, staff screens that change them
 * invalidate the same keys.
 */
export const referenceLists = {
  countries: () =>
    queryOptions({ queryKey: ['setup', 'countries'], queryFn: () => call(setup.countries, {}), staleTime }),
  counties: (countryCode: string) =>
    queryOptions({
      queryKey: ['setup', 'counties', countryCode],
      queryFn: () => call(setup.counties, { query: { countryCode } }),
      staleTime,
    }),
  cities: (county: number | null) =>
    queryOptions({
      queryKey: ['setup', 'cities', county],
      queryFn: () => call(setup.cities, { query: { county: county ?? undefined } }),
      staleTime,
    }),
  /** Titles the category is entitled to; every title without one. */
  titles: (category: string | null) =>
    queryOptions({
      queryKey: ['setup', 'titles', category ?? ''],
      queryFn: () => call(setup.titles, { query: { category: category || undefined } }),
      staleTime,
    }),
  disciplines: () =>
    queryOptions({
      queryKey: ['setup', 'disciplines'],
      queryFn: () => call(setup.disciplines, {}),
      staleTime,
    }),
  specializationTypes: (discipline: string) =>
    queryOptions({
      queryKey: ['setup', 'specialization-types', discipline],
      queryFn: () => call(setup.specializationTypes, { query: { discipline } }),
      staleTime,
    }),
  /** Categories of one kind of account; every category without one. */
  categories: (type?: UserType) =>
    queryOptions({
      queryKey: ['setup', 'categories', type ?? 'all'],
      queryFn: () => call(setup.categories, { query: { type } }),
      staleTime,
    }),
  universities: (foreign: boolean) =>
    queryOptions({
      queryKey: ['setup', 'universities', foreign],
      queryFn: () => call(setup.universities, { query: { foreign: foreign ? 'true' : 'false' } }),
      staleTime,
    }),
  codeList: (list: CodeList) =>
    queryOptions({
      queryKey: ['setup', 'lists', list],
      queryFn: () => call(setup.codeList, { params: { list } }),
      staleTime,
    }),
  /** The declarations shown before an activation or an application; every one without a type. */
  disclaimers: (type?: DisclaimerType) =>
    queryOptions({
      queryKey: ['setup', 'disclaimers', type ?? 'all'],
      queryFn: () => call(setup.disclaimers, { query: { type } }),
      staleTime,
    }),
  terms: () =>
    queryOptions({ queryKey: ['company', 'terms'], queryFn: () => call(setup.terms, {}), staleTime }),
  companyInformation: () =>
    queryOptions({
      queryKey: ['company', 'information'],
      queryFn: () => call(setup.companyInformation, {}),
      staleTime,
    }),
};

export const useCountries = () => useQuery(referenceLists.countries());

export const useCounties = (countryCode: string, enabled = true) =>
  useQuery({ ...referenceLists.counties(countryCode), enabled: enabled && countryCode !== '' });

export const useCities = (county: number | null) =>
  useQuery({ ...referenceLists.cities(county), enabled: county !== null });

export const useCodeList = (list: CodeList) => useQuery(referenceLists.codeList(list));

export const useDisciplines = () => useQuery(referenceLists.disciplines());

/** The membership categories, of one kind of account or all: one key each, for every feature that lists them. */
export const useCategoryList = (type?: UserType) => useQuery(referenceLists.categories(type));

export const useTitles = (category: string | null) => useQuery(referenceLists.titles(category));

export const useUniversities = (foreign: boolean) => useQuery(referenceLists.universities(foreign));

export const useDisclaimers = (type?: DisclaimerType) => useQuery(referenceLists.disclaimers(type));

/** The terms, read once `enabled` (when they are opened). */
export const useTerms = (enabled = true) => useQuery({ ...referenceLists.terms(), enabled });

/** The company information with its loading state, for the screen that edits it (lib/company.ts gives the data alone). */
export const useCompanyInformationQuery = () => useQuery(referenceLists.companyInformation());

/** The specialization types of a discipline; waits until one is chosen. */
export const useSpecializationTypes = (discipline: string) =>
  useQuery({ ...referenceLists.specializationTypes(discipline), enabled: discipline !== '' });
