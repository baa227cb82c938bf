import type { LookupKind } from '../../../../contract/setup-lookups-admin';

export const lookupQueryKey = (kind: LookupKind) => ['admin', 'lookups', kind] as const;
export const categoriesQueryKey = ['admin', 'categories'] as const;
