import { useCallback, useMemo, useState } from 'react';

const nothing: ReadonlySet<string> = new Set();

/**
 * Which rows of the page on screen are chosen, by key. Kept to the rows shown: another page or other
 * filters (another `view`, e.g. the address's query) start with nothing chosen, so a bulk action never
 * touches rows the reviewer cannot see. Small on purpose, so the shared list kit can replace it
 * (decision 0031).
 */
export function useRowSelection(pageKeys: readonly string[], view: string) {
  const [state, setState] = useState<{ view: string; chosen: ReadonlySet<string> }>({
    view,
    chosen: nothing,
  });
  const chosen = state.view === view ? state.chosen : nothing;
  const setChosen = useCallback(
    (next: (current: ReadonlySet<string>) => ReadonlySet<string>) =>
      setState((current) => ({ view, chosen: next(current.view === view ? current.chosen : nothing) })),
    [view],
  );
  const selected = useMemo(() => pageKeys.filter((key) => chosen.has(key)), [pageKeys, chosen]);
  const toggle = useCallback(
    (key: string) =>
      setChosen((current) => {
        const next = new Set(current);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      }),
    [setChosen],
  );
  const all = pageKeys.length > 0 && selected.length === pageKeys.length;
  const toggleAll = useCallback(
    () => setChosen(() => (all ? nothing : new Set(pageKeys))),
    [all, pageKeys, setChosen],
  );
  const clear = useCallback(() => setChosen(() => nothing), [setChosen]);
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
