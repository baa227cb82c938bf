import { useQuery } from '@tanstack/react-query';
import type { City, CodeDescription, CodeList, Country, County } from '../../../../contract/setup';
import { api } from '../../../lib/api';

/** Setup lists the section forms choose from; they change rarely, so they are kept for ten minutes. */
const staleTime = 10 * 60_000;

export const useCountries = () =>
  useQuery({
    queryKey: ['setup', 'countries'],
    queryFn: () => api<Country[]>('GET', 'setup/countries'),
    staleTime,
  });

export const useCounties = (countryCode: string, enabled = true) =>
  useQuery({
    queryKey: ['setup', 'counties', countryCode],
    queryFn: () => api<County[]>('GET', `setup/counties?${new URLSearchParams({ countryCode })}`),
    enabled: enabled && countryCode !== '',
    staleTime,
  });

export const useCities = (county: number | null) =>
  useQuery({
    queryKey: ['setup', 'cities', county],
    queryFn: () => api<City[]>('GET', `setup/cities?${new URLSearchParams({ county: String(county) })}`),
    enabled: county !== null,
    staleTime,
  });

export const useCodeList = (list: CodeList) =>
  useQuery({
    queryKey: ['setup', 'lists', list],
    queryFn: () => api<CodeDescription[]>('GET', `setup/lists/${list}`),
    staleTime,
  });

/** The disciplines (shareholders' and directors' discipline); the bio form reads the same list. */
export const useDisciplines = () =>
  useQuery({
    queryKey: ['setup', 'disciplines'],
    queryFn: () => api<CodeDescription[]>('GET', 'setup/disciplines'),
    staleTime,
  });

/** The employee types of the employees section (spec 2 §7 GET profile/employees/employeeSetup). */
export const useEmployeeSetup = () =>
  useQuery({
    queryKey: ['profile', 'employees', 'employeeSetup'],
    queryFn: () => api<CodeDescription[]>('GET', 'profile/employees/employeeSetup'),
    staleTime,
  });

/** Select options from a code list. */
/**
 * Select options of one or more code lists. A code listed twice (both the qualification and the
 * certificate lists have OTHER) is offered once, as the first list words it: a select cannot hold
 * one value twice.
 */
export const codeOptions = (...lists: (CodeDescription[] | undefined)[]) => {
  const seen = new Set<string>();
  return lists
    .flatMap((items) => items ?? [])
    .filter((item) => !seen.has(item.code) && seen.add(item.code))
    .map((item) => ({ value: item.code, label: item.description }));
};
