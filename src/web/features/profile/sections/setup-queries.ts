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

/** Select options from a code list. */
export const codeOptions = (items: CodeDescription[] | undefined) =>
  (items ?? []).map((item) => ({ value: item.code, label: item.description }));
