import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddChecklistRuleRequest, UpdateChecklistRuleRequest } from '../../../../contract/checklist';
import { checklistEndpoints } from '../../../../contract/endpoints/checklist';
import { call } from '../../../lib/call';

export const rulesQueryKey = (category: string) => ['admin', 'checklist-rules', category] as const;

/** A category's checklist rules in order; waits until a category is chosen. */
export const useChecklistRules = (category: string | null) =>
  useQuery({
    queryKey: rulesQueryKey(category ?? ''),
    queryFn: () => call(checklistEndpoints.rules, { query: { category: category ?? '' } }),
    enabled: category !== null,
  });

/**
 * A change to a category's rules: `onSaved` runs first (the form clears), then the rules are read
 * again.
 */
function useRuleChange<Request>(
  send: (request: Request) => Promise<unknown>,
  category: string,
  onSaved: () => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      onSaved();
      await client.invalidateQueries({ queryKey: rulesQueryKey(category) });
    },
  });
}

export const useAddChecklistRule = (category: string, onSaved: () => void) =>
  useRuleChange(
    (request: AddChecklistRuleRequest) => call(checklistEndpoints.addRule, { body: request }),
    category,
    onSaved,
  );

export const useUpdateChecklistRule = (category: string, onSaved: () => void) =>
  useRuleChange(
    (request: UpdateChecklistRuleRequest) => call(checklistEndpoints.updateRule, { body: request }),
    category,
    onSaved,
  );
