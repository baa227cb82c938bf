import { useEffect, useMemo, useState } from 'react';

export interface Selection<Id> {
  /** Every selected id, in the order they were picked, across pages. */
  ids: readonly Id[];
  count: number;
  isSelected: (id: Id) => boolean;
  toggle: (id: Id) => void;
  /** The page's select-all: selects every row of the page, or, when all are, unselects them. */
  togglePage: () => void;
  /** How much of the current page is selected: the select-all box is checked, mixed or clear. */
  pageState: 'none' | 'some' | 'all';
  clear: () => void;
}

/**
 * The list kit's selection model: which rows are picked for a bulk action. It survives paging (pick
 * on page 1, then on page 2) but not a new filter or sort — `resetKey` names those — since rows the
 * admin can no longer see should not be acted on unawares.
 */
export function useSelection<Id>(pageIds: readonly Id[], resetKey: string): Selection<Id> {
  const [picked, setPicked] = useState<readonly Id[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key is what clears the selection
  useEffect(() => setPicked([]), [resetKey]);
  const set = useMemo(() => new Set(picked), [picked]);
  const onPage = pageIds.filter((id) => set.has(id)).length;
  const pageState = onPage === 0 ? 'none' : onPage === pageIds.length ? 'all' : 'some';
  return {
    ids: picked,
    count: picked.length,
    isSelected: (id) => set.has(id),
    toggle: (id) =>
      setPicked((current) => (current.includes(id) ? current.filter((one) => one !== id) : [...current, id])),
    togglePage: () =>
      setPicked((current) =>
        pageState === 'all'
          ? current.filter((id) => !pageIds.includes(id))
          : [...current, ...pageIds.filter((id) => !current.includes(id))],
      ),
    pageState,
    clear: () => setPicked([]),
  };
}
