import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CpdActivityTypeInput,
  CpdRequirementCreate,
  CpdRequirementUpdate,
} from '../../../../contract/cpd-records';
import { cpdRecordEndpoints as declared } from '../../../../contract/endpoints/cpd-records';
import { call, type MutationReactions } from '../../../lib/call';
import { referenceLists } from '../../../lib/reference-lists';

const typesKey = ['admin', 'cpd', 'activity-types'] as const;
const requirementsKey = ['admin', 'cpd', 'requirements'] as const;

/** Every activity type, active or not, with how many records use it. */
export const useAdminActivityTypes = () =>
  useQuery({ queryKey: typesKey, queryFn: () => call(declared.adminActivityTypes, {}) });

/** The requirements of one CPD year. */
export const useRequirements = (year: number) =>
  useQuery({
    queryKey: [...requirementsKey, year],
    queryFn: () => call(declared.requirements, { query: { year } }),
  });

/** The membership categories, to name each requirement's category and offer them by name. */
export const useCategoryNames = () => useQuery(referenceLists.categories());

/**
 * A change to the CPD rules: the caller's reactions sit on the mutation (a list read again may
 * unmount the dialog that asked), then the list is read again, with what members are offered.
 */
function useRulesChange<Variables, Data>(
  mutationFn: (variables: Variables) => Promise<Data>,
  lists: readonly QueryKey[],
  reactions: MutationReactions<Data, Variables>,
) {
  const client = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn,
    onSuccess: async (...args) => {
      await reactions.onSuccess?.(...args);
      await Promise.all(lists.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}

const typeLists = [typesKey, ['cpd', 'activity-types']] as const;

/** Adds a type (`id` null) or changes one; records saved afterwards follow the new rules. */
export const useSaveActivityType = (
  id: number | null,
  reactions: MutationReactions<unknown, CpdActivityTypeInput>,
) =>
  useRulesChange(
    (body: CpdActivityTypeInput) =>
      id === null
        ? call(declared.createActivityType, { body })
        : call(declared.updateActivityType, { params: { id }, body }),
    typeLists,
    reactions,
  );

export const useRemoveActivityType = (reactions: MutationReactions<unknown, number>) =>
  useRulesChange((id: number) => call(declared.removeActivityType, { params: { id } }), typeLists, reactions);

/** Sets a category's points for a year (`id` null) or changes an existing requirement's figures. */
export const useSaveRequirement = (
  id: number | null,
  reactions: MutationReactions<unknown, CpdRequirementCreate | CpdRequirementUpdate>,
) =>
  useRulesChange(
    (body: CpdRequirementCreate | CpdRequirementUpdate) =>
      id === null
        ? call(declared.createRequirement, { body: body as CpdRequirementCreate })
        : call(declared.updateRequirement, { params: { id }, body }),
    [requirementsKey, ['cpd', 'progress']],
    reactions,
  );

export const useRemoveRequirement = (reactions: MutationReactions<unknown, number>) =>
  useRulesChange(
    (id: number) => call(declared.removeRequirement, { params: { id } }),
    [requirementsKey, ['cpd', 'progress']],
    reactions,
  );
