import { Button, Checkbox, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatCount } from '../../lib/format';
import type { Selection } from '../../lib/list-kit/use-selection';

/** The header's box: checked when the whole page is selected, mixed when part of it is. */
export function SelectPageCheckbox<Id>({
  selection,
  visibleLabel,
}: {
  selection: Selection<Id>;
  visibleLabel?: boolean;
}) {
  return (
    <Checkbox
      {...(visibleLabel
        ? { label: 'Select all on this page' }
        : { 'aria-label': 'Select all rows on this page' })}
      checked={selection.pageState === 'all'}
      indeterminate={selection.pageState === 'some'}
      onChange={selection.togglePage}
    />
  );
}

/** One row's box, named after the row so a screen reader says what it selects. */
export function SelectRowCheckbox<Id>({
  selection,
  id,
  label,
}: {
  selection: Selection<Id>;
  id: Id;
  label: string;
}) {
  return (
    <Checkbox
      aria-label={`Select ${label}`}
      checked={selection.isSelected(id)}
      onChange={() => selection.toggle(id)}
    />
  );
}

/**
 * What can be done to the selected rows: shown once anything is selected, with the count (read out
 * as it changes) and a way to clear the selection. `children` are the actions' buttons.
 */
export function BulkActionBar<Id>({
  selection,
  children,
}: {
  selection: Selection<Id>;
  children: ReactNode;
}) {
  if (selection.count === 0) return null;
  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      role="region"
      aria-label="Bulk actions"
      bg="var(--mantine-color-default-hover)"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" fw={600} aria-live="polite">
          {formatCount(selection.count)} selected
        </Text>
        <Group gap="xs" wrap="wrap">
          {children}
          <Button size="compact-sm" variant="subtle" onClick={selection.clear}>
            Clear selection
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
