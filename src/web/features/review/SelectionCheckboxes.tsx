import { Checkbox } from '@mantine/core';
import type { RowSelection } from './use-row-selection';

export const selectionTexts = {
  all: 'Select all applications on this page',
  row: (code: string) => `Select ${code}`,
} as const;

/** Chooses every row of the page; half-ticked while only some are chosen. */
export function SelectAllCheckbox({
  selection,
  visibleLabel = false,
}: {
  selection: RowSelection;
  visibleLabel?: boolean;
}) {
  return (
    <Checkbox
      aria-label={selectionTexts.all}
      label={visibleLabel ? selectionTexts.all : undefined}
      checked={selection.all}
      indeterminate={selection.some}
      onChange={selection.toggleAll}
    />
  );
}

/** One row's box; a click on it never opens the row. */
export function RowCheckbox({ selection, code }: { selection: RowSelection; code: string }) {
  return (
    <Checkbox
      aria-label={selectionTexts.row(code)}
      checked={selection.isSelected(code)}
      onChange={() => selection.toggle(code)}
      onClick={(event) => event.stopPropagation()}
    />
  );
}
