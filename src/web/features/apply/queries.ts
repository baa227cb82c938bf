import { useQuery } from '@tanstack/react-query';
import type { UserType } from '../../../contract/auth';
import { accessAddresses } from '../../../contract/endpoints/addresses/access';
import type { Category, Disclaimer, Terms } from '../../../contract/setup';
import { api } from '../../lib/api';
import { call } from '../../lib/call';

/** The lookups the application pages share; cached so going back and forth asks once. */
const lookup = { staleTime: 10 * 60_000 } as const;

export const useCategories = (type: UserType) =>
  useQuery({
    queryKey: ['setup', 'categories', type],
    queryFn: () => api<Category[]>('GET', `setup/categories?type=${type}`),
    ...lookup,
  });

export const useRequirements = (category: string) =>
  useQuery({
    queryKey: ['application', 'requirements', category],
    queryFn: () => call(accessAddresses.requirements, { query: { category } }),
    ...lookup,
  });

export const useTerms = (enabled: boolean) =>
  useQuery({
    queryKey: ['company', 'terms'],
    queryFn: () => api<Terms[]>('GET', 'company/terms'),
    enabled,
    ...lookup,
  });

export const applicationDisclaimerQuery = {
  queryKey: ['setup', 'disclaimers', 'Application'],
  queryFn: () => api<Disclaimer[]>('GET', 'setup/disclaimers?type=Application'),
  ...lookup,
} as const;

export const applicationFee = (category: Category) =>
  category.charges.find((charge) => charge.Charge_Item === 'APPLICATION');
