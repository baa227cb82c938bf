import { Button, Group, Paper, Text } from '@mantine/core';
import { IconUserShare } from '@tabler/icons-react';
import { useState } from 'react';
import { formatCount } from '../../lib/format';
import { AssignDialog } from './AssignDialog';
import type { RowSelection } from './use-row-selection';

export const bulkAssignTexts = {
  chosen: (count: number) => `${formatCount(count)} selected`,
  assign: 'Assign to…',
  clear: 'Clear selection',
} as const;

/** Shown while rows are chosen: how many, and the one bulk action, "Assign to…". */
export function BulkAssignBar({ selection }: { selection: RowSelection }) {
  const [open, setOpen] = useState(false);
  if (selection.selected.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="xs" role="region" aria-label="Selected applications">
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600}>
          {bulkAssignTexts.chosen(selection.selected.length)}
        </Text>
        <Group gap="xs">
          <Button variant="subtle" size="xs" onClick={selection.clear}>
            {bulkAssignTexts.clear}
          </Button>
          <Button size="xs" leftSection={<IconUserShare size={16} />} onClick={() => setOpen(true)}>
            {bulkAssignTexts.assign}
          </Button>
        </Group>
      </Group>
      {open && (
        <AssignDialog
          codes={selection.selected}
          opened={open}
          onClose={() => setOpen(false)}
          onAssigned={selection.clear}
        />
      )}
    </Paper>
  );
}
