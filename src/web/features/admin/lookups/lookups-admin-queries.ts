import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lookupAdminEndpoints as declared } from '../../../../contract/endpoints/lookups-admin';
import type { ChargeItem } from '../../../../contract/setup';
import type {
  CategoryCreate,
  CategoryUpdate,
  LookupCreate,
  LookupKind,
  LookupUpdate,
} from '../../../../contract/setup-lookups-admin';
import { call } from '../../../lib/call';
import { referenceListsKey } from '../../../lib/reference-lists';

export const lookupQueryKey = (kind: LookupKind) => ['admin', 'lookups', kind] as const;
export const categoriesQueryKey = ['admin', 'categories'] as const;

/** One lookup's values as staff edit them. */
export const useLookupList = (kind: LookupKind, enabled = true) =>
  useQuery({
    queryKey: lookupQueryKey(kind),
    queryFn: () => call(declared.lookups, { params: { kind } }),
    enabled,
  });

/** The membership categories with their charges. */
export const useAdminCategories = () =>
  useQuery({ queryKey: categoriesQueryKey, queryFn: () => call(declared.categories, {}) });

interface Callbacks {
  onSuccess?: () => void;
  onError?: (error: Error) => void;
}

/**
 * A change to a staff list: on success the caller's own step (a toast, closing a dialog) and then the
 * list read again, with the public reference lists the forms offer, so none offers what is gone.
 */
function useListChange<Input>(
  mutationFn: (input: Input) => Promise<unknown>,
  list: QueryKey,
  then: Callbacks,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      then.onSuccess?.();
      await queryClient.invalidateQueries({ queryKey: list });
      await queryClient.invalidateQueries({ queryKey: referenceListsKey });
    },
    onError: then.onError,
  });
}

/** Adds a value (`entry` null) or renames `entry`; a new value's body was checked with the create schema. */
export const useLookupSave = (kind: LookupKind, entry: { code: string } | null, then: Callbacks) =>
  useListChange(
    (body: LookupUpdate | LookupCreate) =>
      entry
        ? call(declared.renameLookup, { params: { kind, code: entry.code }, body })
        : call(declared.addLookup, { params: { kind }, body: body as LookupCreate }),
    lookupQueryKey(kind),
    then,
  );

export const useLookupRemove = (kind: LookupKind, then: Callbacks) =>
  useListChange(
    (code: string) => call(declared.deleteLookup, { params: { kind, code } }),
    lookupQueryKey(kind),
    then,
  );

/** Adds a category (`category` null) or updates it; a new one's body was checked with the create schema. */
export const useCategorySave = (category: { Code: string } | null, then: Callbacks) =>
  useListChange(
    (body: CategoryUpdate | CategoryCreate) =>
      category
        ? call(declared.updateCategory, { params: { code: category.Code }, body })
        : call(declared.addCategory, { body: body as CategoryCreate }),
    categoriesQueryKey,
    then,
  );

export const useCategoryRemove = (then: Callbacks) =>
  useListChange(
    (code: string) => call(declared.deleteCategory, { params: { code } }),
    categoriesQueryKey,
    then,
  );

export const useChargeSave = (code: string, item: ChargeItem, then: Callbacks) =>
  useListChange(
    (amount: number) => call(declared.saveCharge, { params: { code, item }, body: { amount } }),
    categoriesQueryKey,
    then,
  );
