import { useQuery } from '@tanstack/react-query';
import type { CompanyInformation } from '../../contract/setup';
import { api } from './api';

export function useCompanyInformation(): CompanyInformation | undefined {
  return useQuery({
    queryKey: ['company', 'information'],
    queryFn: () => api<CompanyInformation>('GET', 'company/information'),
    staleTime: 10 * 60_000,
  }).data;
}
