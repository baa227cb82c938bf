import { useQuery } from '@tanstack/react-query';
import type { CompanyInformation } from '../../contract/setup';
import { referenceLists } from './reference-lists';

export function useCompanyInformation(): CompanyInformation | undefined {
  return useQuery(referenceLists.companyInformation()).data;
}
