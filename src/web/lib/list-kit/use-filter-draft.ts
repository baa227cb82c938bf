import { useEffect, useState } from 'react';

export interface FilterDraft<Filter extends string> {
  draft: Record<Filter, string>;
  /** Changes one field of the draft; nothing reaches the address until `apply`. */
  set: (key: Filter) => (value: string) => void;
  /** A from/to pair that reads backwards: said at the field, and Apply does nothing. */
  reversed: boolean;
  /** Sends the draft to the address, unless the dates read backwards. */
  apply: () => void;
  /** Empties every field and the address's filters at once. */
  clear: () => void;
}

/**
 * A filter form's fields as typed: they reach the address (and the server) on Apply, not on every
 * key, and follow the address when Back or Forward changes it under the form.
 */
export function useFilterDraft<Filter extends string>(
  keys: readonly Filter[],
  applied: Record<Filter, string>,
  onApply: (filters: Record<Filter, string>) => void,
): FilterDraft<Filter> {
  const [draft, setDraft] = useState(applied);
  useEffect(() => setDraft(applied), [applied]);
  const range = draft as Partial<Record<string, string>>;
  const reversed = Boolean(range.from && range.to && range.from > range.to);
  const cleared = Object.fromEntries(keys.map((key) => [key, ''])) as Record<Filter, string>;
  return {
    draft,
    set: (key) => (value) => setDraft((current) => ({ ...current, [key]: value })),
    reversed,
    apply: () => {
      if (!reversed) onApply(draft);
    },
    clear: () => {
      setDraft(cleared);
      onApply(cleared);
    },
  };
}
