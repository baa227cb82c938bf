import { useQuery } from '@tanstack/react-query';
import { profileSectionExtraEndpoints } from '../../../../contract/endpoints/profile-sections';
import type { CodeDescription } from '../../../../contract/setup';
import { call } from '../../../lib/call';

/** The employee types change rarely, so they are kept for ten minutes. */
const staleTime = 10 * 60_000;

/** The employee types of the employees section (spec 2 §7 GET profile/employees/employeeSetup). */
export const useEmployeeSetup = () =>
  useQuery({
    queryKey: ['profile', 'employees', 'employeeSetup'],
    queryFn: () => call(profileSectionExtraEndpoints.employeeSetup, {}),
    staleTime,
  });

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
