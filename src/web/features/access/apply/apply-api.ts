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

// The code page of the last registration in this tab, per e-mail: registering again a moment later
// is answered 409 (the code sent then still works), and the page offers to go back to that code.
const codeRouteKey = (email: string) => `register-code:${email.trim().toLowerCase()}`;

export function rememberCodeRoute(email: string, route: string): void {
  try {
    sessionStorage.setItem(codeRouteKey(email), route);
  } catch {
    // Storage refused: the 409 still says what to do.
  }
}

export function keptCodeRoute(email: string): string | null {
  try {
    return sessionStorage.getItem(codeRouteKey(email));
  } catch {
    return null;
  }
}
