import { useQuery } from '@tanstack/react-query';
import type { RegisterRequest } from '../../../../contract/access';
import type { UserType } from '../../../../contract/auth';
import { accessAddresses } from '../../../../contract/endpoints/addresses/access';
import type { Category } from '../../../../contract/setup';
import { call } from '../../../lib/call';
import { referenceLists, useCategoryList } from '../../../lib/reference-lists';

/** The lookups the application pages share; cached so going back and forth asks once. */
const lookup = { staleTime: 10 * 60_000 } as const;

export const useCategories = (type: UserType) => useCategoryList(type);

export const useRequirements = (category: string) =>
  useQuery({
    queryKey: ['application', 'requirements', category],
    queryFn: () => call(accessAddresses.requirements, { query: { category } }),
    ...lookup,
  });

export { useTerms } from '../../../lib/reference-lists';

export const applicationDisclaimerQuery = referenceLists.disclaimers('Application');

export const applicationFee = (category: Category) =>
  category.charges.find((charge) => charge.Charge_Item === 'APPLICATION');

/** POST auth/register: creates the account; the answer is the pending verification for the Otp page. */
export const registerAccount = (request: RegisterRequest) =>
  call(accessAddresses.register, { body: request });

export { keptCodeRoute, rememberCodeRoute } from './code-route-memory';
