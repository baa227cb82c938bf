import { Button } from '@mantine/core';
import { IconUserShare } from '@tabler/icons-react';
import { useState } from 'react';
import { ExportSelectedButton } from '../../components/list-kit/ExportButtons';
import { BulkActionBar } from '../../components/list-kit/SelectionControls';
import type { Selection } from '../../lib/list-kit/use-selection';
import { AssignDialog } from './AssignDialog';

export const bulkAssignTexts = {
  assign: 'Assign to…',
} as const;

interface BulkAssignBarProps {
  selection: Selection<number>;
  /** The selected applications' codes, which the assignment names them by. */
  codes: readonly string[];
  onExport: () => Promise<void>;
}

/** The list kit's bar while rows are chosen: the queue's bulk actions, "Assign to…" and the export. */
export function BulkAssignBar({ selection, codes, onExport }: BulkAssignBarProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <BulkActionBar selection={selection}>
        <ExportSelectedButton onExport={onExport} />
        <Button
          size="compact-sm"
          leftSection={<IconUserShare size={14} />}
          onClick={() => setOpen(true)}
          disabled={codes.length === 0}
        >
          {bulkAssignTexts.assign}
        </Button>
      </BulkActionBar>
      {open && (
        <AssignDialog
          codes={codes}
          opened={open}
          onClose={() => setOpen(false)}
          onAssigned={selection.clear}
        />
      )}
    </>
  );
}
