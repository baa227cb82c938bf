import { useCallback, useMemo, useState } from 'react';

/**
 * Which rows of the page on screen are chosen, by key. Kept to the rows shown: a new page or new
 * filters start with nothing chosen, so a bulk action never touches rows the reviewer cannot see.
 * Small on purpose, so the shared list kit can replace it (decision 0031).
 */
export function useRowSelection(pageKeys: readonly string[]) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const selected = useMemo(() => pageKeys.filter((key) => chosen.has(key)), [pageKeys, chosen]);
  const toggle = useCallback(
    (key: string) =>
      setChosen((current) => {
        const next = new Set(current);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      }),
    [],
  );
  const all = pageKeys.length > 0 && selected.length === pageKeys.length;
  const toggleAll = useCallback(() => setChosen(all ? new Set() : new Set(pageKeys)), [all, pageKeys]);
  const clear = useCallback(() => setChosen(new Set()), []);
  return {
    selected,
    isSelected: (key: string) => chosen.has(key) && pageKeys.includes(key),
    toggle,
    toggleAll,
    clear,
    all,
    some: selected.length > 0 && !all,
  };
}

export type RowSelection = ReturnType<typeof useRowSelection>;
