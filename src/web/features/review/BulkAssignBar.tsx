import { Button } from '@mantine/core';
import { IconDownload, IconUserShare } from '@tabler/icons-react';
import { useState } from 'react';
import { BulkActionBar } from '../../components/list-kit/SelectionControls';
import type { Selection } from '../../lib/list-kit/use-selection';
import { AssignDialog } from './AssignDialog';

export const bulkAssignTexts = {
  assign: 'Assign to…',
  exportSelected: 'Export selected',
} as const;

interface BulkAssignBarProps {
  selection: Selection<number>;
  /** The selected applications' codes, which the assignment names them by. */
  codes: readonly string[];
  onExport: () => void;
  exporting: boolean;
}

/** The list kit's bar while rows are chosen: the queue's bulk actions, "Assign to…" and the export. */
export function BulkAssignBar({ selection, codes, onExport, exporting }: BulkAssignBarProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <BulkActionBar selection={selection}>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconDownload size={14} />}
          onClick={onExport}
          loading={exporting}
        >
          {bulkAssignTexts.exportSelected}
        </Button>
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
