import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';

export const exportTexts = { all: 'Export CSV', selected: 'Export selected' } as const;

/** Runs one download at a time; a refusal (over the row cap, say) is said in a toast. */
function useExport(onExport: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onExport();
    } catch (error) {
      notifications.show({
        color: 'warning',
        message: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** A list's "Export CSV": what the filter shows, in the list's order (the kit's csvQuery). */
export function ExportCsvButton({
  onExport,
  disabled,
}: {
  onExport: () => Promise<void>;
  disabled?: boolean;
}) {
  const { busy, run } = useExport(onExport);
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} />}
      onClick={run}
      loading={busy}
      disabled={disabled}
    >
      {exportTexts.all}
    </Button>
  );
}

/** The bulk bar's "Export selected": only the rows picked (the kit's `ids`). */
export function ExportSelectedButton({ onExport }: { onExport: () => Promise<void> }) {
  const { busy, run } = useExport(onExport);
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconDownload size={14} />}
      onClick={run}
      loading={busy}
    >
      {exportTexts.selected}
    </Button>
  );
}
