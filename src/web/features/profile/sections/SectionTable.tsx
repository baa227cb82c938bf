import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  EmptyState,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconListDetails, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { type DefaultValues, type FieldValues, FormProvider, useForm } from 'react-hook-form';
import { LoadFailed } from '../../../components/ListStates';
import { LeaveWithChangesDialog, useConfirmedCancel } from '../../../components/UnsavedChanges';
import { useAlert } from '../../../lib/alert';
import { ApiError } from '../../../lib/api';
import { placeServerErrors } from '../../../lib/server-errors';
import { useUnsavedChangesGuard } from '../../../lib/use-unsaved-changes-guard';
import type { AddAction, WebSection } from './define';
import { useSectionEntries } from './section-api';

/** The spec's delete confirmation text (spec 2 §2.1). */
export const DELETE_CONFIRMATION = 'Are you sure you want to delete?';

const failure = (error: unknown) =>
  error instanceof ApiError ? error.message : 'The change could not be saved. Please try again.';

type Dialog<Entry, Values extends FieldValues> =
  | { mode: 'add'; values: DefaultValues<Values> }
  | { mode: 'edit'; entry: Entry };

/**
 * A profile list section (spec 2 §2.1): a table (stacked cards at phone width) with Add, an edit
 * and a delete icon per row, the Add/Edit dialog and the delete confirmation. Every change refetches
 * the list and the checklist; the outcome is the page alert, or an alert in the open dialog.
 */
export function SectionTable<Entry extends { EntryNo: number }, Values extends FieldValues>({
  section,
  rowActions,
  intro,
}: {
  section: WebSection<Entry, Values>;
  /** More actions of a row, before its edit and delete icons (referees: Resend Email). */
  rowActions?: (entry: Entry) => ReactNode;
  /** Shown between the heading and the table (referees: the disclaimer). */
  intro?: ReactNode;
}) {
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const { list, save, remove } = useSectionEntries(section.info, section.endpoints);
  const { showAlert, clearAlert } = useAlert();
  const [dialog, setDialog] = useState<Dialog<Entry, Values> | null>(null);
  const [deleting, setDeleting] = useState<Entry | null>(null);
  const headingId = useId();
  const { noun } = section.info;

  const entries = (list.data ?? []).filter((entry) => section.shows?.(entry) ?? true);
  const addActions: AddAction<Values>[] = section.addActions?.(entries) ?? [{ label: 'Add' }];
  const openAdd = (action: AddAction<Values>) => {
    clearAlert();
    setDialog({ mode: 'add', values: { ...section.blank, ...action.values } as DefaultValues<Values> });
  };
  const openEdit = (entry: Entry) => {
    clearAlert();
    setDialog({ mode: 'edit', entry });
  };
  const openDelete = (entry: Entry) => {
    clearAlert();
    remove.reset();
    setDeleting(entry);
  };

  /** The row's icons; on a phone card the section's own actions get a row of their own instead. */
  const actions = (entry: Entry, withRowActions = true) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {withRowActions && rowActions?.(entry)}
      <ActionIcon
        variant="subtle"
        aria-label={`Edit ${noun} ${section.describe(entry)}`}
        onClick={() => openEdit(entry)}
      >
        <IconPencil size={18} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="error"
        aria-label={`Delete ${noun} ${section.describe(entry)}`}
        onClick={() => openDelete(entry)}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );

  return (
    <Card
      withBorder
      radius="md"
      padding={narrow ? 'sm' : 'lg'}
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div style={{ flex: '1 1 200px' }}>
            <Title order={2} size="h4" id={headingId}>
              {section.title}
            </Title>
            {section.description && (
              <Text component="div" size="sm" c="dimmed" mt={4}>
                {section.description}
              </Text>
            )}
          </div>
          {list.isSuccess && addActions.length > 0 && (
            <Group gap="xs" w={narrow ? '100%' : undefined}>
              {addActions.map((action) => (
                <Button
                  key={action.label}
                  leftSection={<IconPlus size={16} />}
                  onClick={() => openAdd(action)}
                  size={narrow ? 'sm' : 'md'}
                  fullWidth={narrow && addActions.length > 1}
                  // A long label (Add Certification (Foreign University)) wraps instead of leaving the card.
                  styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
                  h="auto"
                  mih={narrow ? 36 : 42}
                  py={6}
                >
                  {action.label}
                </Button>
              ))}
            </Group>
          )}
        </Group>

        {intro}

        {list.isPending && (
          <Stack gap="xs" aria-label={`Loading ${section.title}`} role="status">
            <Skeleton h={36} />
            <Skeleton h={36} />
            <Skeleton h={36} />
          </Stack>
        )}

        {list.isError && <LoadFailed message={failure(list.error)} onRetry={() => void list.refetch()} />}

        {list.isSuccess && entries.length === 0 && (
          <EmptyState
            size="sm"
            icon={<IconListDetails size={28} />}
            withIndicatorBackground
            title={section.emptyText}
            py="md"
          />
        )}

        {list.isSuccess && entries.length > 0 && narrow && (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={section.title}>
            {entries.map((entry) => (
              <Paper key={entry.EntryNo} component="li" withBorder radius="sm" p="sm">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Text fw={600} style={{ overflowWrap: 'break-word', minWidth: 0 }}>
                    {section.columns[0]?.cell(entry)}
                  </Text>
                  {actions(entry, false)}
                </Group>
                <Stack gap={2} mt={4}>
                  {section.columns.slice(1).map((column) => (
                    <Text key={column.header} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      <Text span c="dimmed" size="sm">
                        {column.header}:{' '}
                      </Text>
                      {column.cell(entry)}
                    </Text>
                  ))}
                </Stack>
                {rowActions && <Group mt="xs">{rowActions(entry)}</Group>}
              </Paper>
            ))}
          </Stack>
        )}

        {list.isSuccess && entries.length > 0 && !narrow && (
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-labelledby={headingId}>
              <Table.Thead>
                <Table.Tr>
                  {section.columns.map((column) => (
                    <Table.Th key={column.header}>{column.header}</Table.Th>
                  ))}
                  <Table.Th style={{ width: rowActions ? undefined : 96 }}>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((entry) => (
                  <Table.Tr key={entry.EntryNo}>
                    {section.columns.map((column) => (
                      <Table.Td key={column.header}>{column.cell(entry)}</Table.Td>
                    ))}
                    <Table.Td>{actions(entry)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>

      {dialog && (
        <EntryDialog
          key={dialog.mode === 'edit' ? `edit-${dialog.entry.EntryNo}` : 'add'}
          section={section}
          dialog={dialog}
          fullScreen={narrow}
          onClose={() => setDialog(null)}
          onSave={async (values) => {
            const saved = await save.mutateAsync({
              values,
              entryNo: dialog.mode === 'edit' ? dialog.entry.EntryNo : null,
            });
            setDialog(null);
            showAlert({ status: 'success', message: saved.message });
          }}
        />
      )}

      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={`Delete this ${noun}?`}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          {remove.error && (
            <Alert color="error" role="alert" icon={<IconAlertCircle />}>
              {failure(remove.error)}
            </Alert>
          )}
          {deleting && (
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {section.describe(deleting)}
            </Text>
          )}
          <Text>{DELETE_CONFIRMATION}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button
              color="error"
              loading={remove.isPending}
              onClick={async () => {
                if (!deleting) return;
                try {
                  const removed = await remove.mutateAsync(deleting.EntryNo);
                  setDeleting(null);
                  showAlert({ status: 'success', message: removed.message });
                } catch {
                  // shown in the dialog
                }
              }}
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

function EntryDialog<Entry extends { EntryNo: number }, Values extends FieldValues>({
  section,
  dialog,
  fullScreen,
  onClose,
  onSave,
}: {
  section: WebSection<Entry, Values>;
  dialog: Dialog<Entry, Values>;
  fullScreen: boolean;
  onClose: () => void;
  onSave: (values: object) => Promise<void>;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Values, unknown, object>({
    resolver: zodResolver(section.schema),
    defaultValues: (dialog.mode === 'add'
      ? dialog.values
      : section.valuesOf(dialog.entry)) as DefaultValues<Values>,
  });
  const dirty = form.formState.isDirty;
  const guard = useUnsavedChangesGuard(dirty);
  // Closing the dialog (Cancel, the X or Escape) with typed changes asks before dropping them.
  const confirmedCancel = useConfirmedCancel(dirty, onClose);
  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      guard.release();
      await onSave(values);
    } catch (error) {
      placeServerErrors(error, form.setError);
      setServerError(failure(error));
    }
  });

  return (
    <Modal
      opened
      onClose={confirmedCancel.cancel}
      title={dialog.mode === 'add' ? 'Add' : 'Edit'}
      size="lg"
      fullScreen={fullScreen}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <FormProvider {...form}>
        <form
          onSubmit={onSubmit}
          noValidate
          aria-label={`${dialog.mode === 'add' ? 'Add' : 'Edit'} ${section.info.noun}`}
        >
          <Stack gap="md">
            {serverError && (
              <Alert color="error" role="alert" icon={<IconAlertCircle />}>
                {serverError}
              </Alert>
            )}
            <section.Fields entry={dialog.mode === 'edit' ? dialog.entry : null} />
            <Group justify="flex-end" gap="sm" mt="xs">
              <Button variant="default" onClick={confirmedCancel.cancel}>
                Cancel
              </Button>
              <Button type="submit" loading={form.formState.isSubmitting}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
      <LeaveWithChangesDialog blocker={guard.blocker} />
      {confirmedCancel.dialog}
    </Modal>
  );
}
