import { Button, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import {
  type LookupEntry,
  type LookupKind,
  lookupAdminMessages,
  lookupLabels,
} from '../../../../contract/setup-lookups-admin';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadFailed, LoadingRows } from '../../../components/ListStates';
import { type ListColumn, ResponsiveList } from '../../../components/ResponsiveList';
import { toastFailure, toastSuccess } from '../admin-toasts';
import { LookupDialog } from './LookupDialog';
import { useLookupList, useLookupRemove } from './lookups-admin-queries';
import { RowActions } from './RowActions';

/** One lookup: its values, add and rename in a dialog, delete after a confirmation. */
export function LookupList({ kind }: { kind: LookupKind }) {
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const labels = lookupLabels[kind];
  const entries = useLookupList(kind);
  const [editing, setEditing] = useState<LookupEntry | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<LookupEntry | null>(null);

  const remove = useLookupRemove(kind, {
    onSuccess: () => {
      toastSuccess(lookupAdminMessages.deleted);
      setDeleting(null);
    },
    onError: (error) => {
      toastFailure(error);
      setDeleting(null);
    },
  });

  const columns: ListColumn<LookupEntry>[] = [
    { header: 'Code', nowrap: true, inCardHeader: true, cell: (row) => row.code },
    { header: 'Description', cell: (row) => row.description },
    ...(labels.parent
      ? [{ header: labels.parent, nowrap: true, cell: (row: LookupEntry) => row.parent ?? '' }]
      : []),
  ];
  const headingId = `lookup-${kind}-heading`;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text id={headingId} fw={600}>
          {labels.plural}
        </Text>
        <Button onClick={() => setEditing(null)}>Add {labels.singular}</Button>
      </Group>
      {entries.isPending && <LoadingRows label={`Loading ${labels.plural.toLowerCase()}`} />}
      {entries.error && <LoadFailed message={entries.error.message} onRetry={() => entries.refetch()} />}
      {entries.data?.length === 0 && <Text c="dimmed">No {labels.plural.toLowerCase()} yet.</Text>}
      {entries.data && entries.data.length > 0 && (
        <ResponsiveList
          rows={entries.data}
          rowKey={(row) => row.code}
          columns={columns}
          narrow={narrow}
          label={labels.plural}
          labelledBy={headingId}
          minWidth={560}
          actions={(row) => (
            <RowActions
              code={row.code}
              editLabel="Rename"
              onEdit={() => setEditing(row)}
              onDelete={() => setDeleting(row)}
            />
          )}
        />
      )}
      {editing !== undefined && (
        <LookupDialog kind={kind} entry={editing} onClose={() => setEditing(undefined)} />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        question={lookupAdminMessages.confirmDelete(deleting?.description ?? '')}
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.code)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
