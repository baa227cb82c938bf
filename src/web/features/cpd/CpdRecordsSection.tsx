import { Anchor, Badge, Button, Card, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconNotebook, IconPlus } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import type { CpdRecordStatus } from '../../../contract/cpd-points';
import { cpdRecordQuestions, cpdRecordStatusLabels } from '../../../contract/cpd-record-labels';
import { type CpdRecord, cpdRecordMessages } from '../../../contract/cpd-records';
import { documentUrl } from '../../../contract/uploads';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadFailed, LoadingRows } from '../../components/ListStates';
import { type ListColumn, ResponsiveList } from '../../components/ResponsiveList';
import { formatDay } from '../../lib/format';
import { lazyPart } from '../../lib/lazy-part';
import { formatPoints } from './cpd-progress-text';
import {
  useCpdActivityTypes,
  useCpdRecords,
  useRemoveCpdRecord,
  useSubmitCpdRecord,
} from './cpd-record-queries';

// The form (its rules, the date and number inputs, the evidence check) loads with the first Log CPD
// or Edit: most visits only read the page.
const CpdRecordDialog = lazyPart('cpd/CpdRecordDialog', () => import('./CpdRecordDialog'));

export const cpdRecordsTexts = {
  empty: (year: number) =>
    `No CPD logged for ${year} yet. Use Log CPD to add a course, a seminar or your own study.`,
  noEvidence: 'No evidence yet',
} as const;

const statusColours: Record<CpdRecordStatus, string> = {
  draft: 'gray',
  submitted: 'info',
  verified: 'success',
  rejected: 'error',
  'more-evidence-requested': 'warning',
};

function RecordStatus({ record }: { record: CpdRecord }) {
  return (
    <Stack gap={2}>
      <Badge color={statusColours[record.status]} variant="light">
        {cpdRecordStatusLabels[record.status]}
      </Badge>
      {record.reviewNote && (record.status === 'rejected' || record.status === 'more-evidence-requested') && (
        <Text size="xs">{record.reviewNote}</Text>
      )}
    </Stack>
  );
}

const datesOf = (record: CpdRecord) =>
  record.endDate !== record.startDate
    ? `${formatDay(record.startDate)} – ${formatDay(record.endDate)}`
    : formatDay(record.startDate);

const columns: ListColumn<CpdRecord>[] = [
  { header: 'Activity', inCardHeader: true, cell: (record) => record.title },
  {
    header: 'Type and provider',
    cell: (record) => (
      <>
        <Text size="sm">{record.activityType}</Text>
        <Text size="sm" c="dimmed">
          {record.provider}
        </Text>
      </>
    ),
  },
  { header: 'Dates', cell: datesOf },
  {
    header: 'Points',
    numeric: true,
    cell: (record) => `${formatPoints(record.points)} (${formatPoints(record.hours)} h)`,
  },
  { header: 'Status', cell: (record) => <RecordStatus record={record} /> },
  {
    header: 'Evidence',
    cell: (record) =>
      record.evidence ? (
        <Anchor
          href={documentUrl(record.evidence.id, 'inline')}
          target="_blank"
          rel="noopener"
          size="sm"
          aria-label={`Evidence for ${record.title} (opens in a new tab)`}
        >
          {record.evidence.name}
        </Anchor>
      ) : (
        <Text size="sm" c="dimmed">
          {cpdRecordsTexts.noEvidence}
        </Text>
      ),
  },
];

type Asking = { step: 'remove' | 'submit'; record: CpdRecord } | null;

function RecordActions({
  record,
  onEdit,
  onAsk,
}: {
  record: CpdRecord;
  onEdit: () => void;
  onAsk: (step: 'remove' | 'submit') => void;
}) {
  if (!record.editable) return null;
  const canSubmit = record.status !== 'submitted' && record.evidence !== null;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="compact-sm" variant="light" onClick={onEdit} aria-label={`Edit ${record.title}`}>
        Edit
      </Button>
      {canSubmit && (
        <Button size="compact-sm" onClick={() => onAsk('submit')} aria-label={`Submit ${record.title}`}>
          Submit
        </Button>
      )}
      <Button
        size="compact-sm"
        variant="light"
        color="red"
        onClick={() => onAsk('remove')}
        aria-label={`Delete ${record.title}`}
      >
        Delete
      </Button>
    </Group>
  );
}

/** The member's own CPD records of one CPD year, with Log CPD and each editable record's actions. */
export function CpdRecordsSection({ year }: { year: number }) {
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const records = useCpdRecords(year);
  const [editing, setEditing] = useState<CpdRecord | null | undefined>(undefined);
  const types = useCpdActivityTypes(editing !== undefined);
  const [asking, setAsking] = useState<Asking>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const reactions = (message: string) => ({
    onSuccess: () => {
      notifications.show({ color: 'success', message });
      setAsking(null);
    },
    onError: (error: Error) => setFailure(error.message),
  });
  const remove = useRemoveCpdRecord(reactions(cpdRecordMessages.removed));
  const submit = useSubmitCpdRecord(reactions(cpdRecordMessages.submitted));
  const busy = remove.isPending || submit.isPending;

  const ask = (step: 'remove' | 'submit', record: CpdRecord) => {
    setFailure(null);
    setAsking({ step, record });
  };
  const confirm = () => {
    if (!asking) return;
    if (asking.step === 'remove') remove.mutate(asking.record.id);
    else submit.mutate(asking.record.id);
  };

  return (
    <Card
      withBorder
      radius="md"
      padding={narrow ? 'sm' : 'lg'}
      component="section"
      aria-labelledby="cpd-records-title"
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="cpd-records-title">
            My CPD records
          </Title>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
            Log CPD
          </Button>
        </Group>
        {records.isPending && <LoadingRows label="Loading CPD records" rows={3} />}
        {records.isError && (
          <LoadFailed message={records.error.message} onRetry={() => void records.refetch()} />
        )}
        {records.isSuccess && records.data.length === 0 && (
          <EmptyState
            size="sm"
            icon={<IconNotebook size={28} />}
            withIndicatorBackground
            title={cpdRecordsTexts.empty(year)}
            py="md"
          />
        )}
        {records.isSuccess && records.data.length > 0 && (
          <ResponsiveList
            rows={records.data}
            rowKey={(record) => String(record.id)}
            columns={columns}
            narrow={narrow}
            label="My CPD records"
            labelledBy="cpd-records-title"
            actions={(record) => (
              <RecordActions
                record={record}
                onEdit={() => setEditing(record)}
                onAsk={(step) => ask(step, record)}
              />
            )}
            minWidth={760}
          />
        )}
      </Stack>
      {editing !== undefined && types.isPending && <LoadingRows label="Loading activity types" rows={1} />}
      {editing !== undefined && types.isError && (
        <LoadFailed message={types.error.message} onRetry={() => void types.refetch()} />
      )}
      {editing !== undefined && types.data && (
        <Suspense fallback={<LoadingRows label="Loading the form" rows={1} />}>
          <CpdRecordDialog record={editing} types={types.data} onClose={() => setEditing(undefined)} />
        </Suspense>
      )}
      <ConfirmDialog
        opened={asking !== null}
        title={asking?.step === 'submit' ? 'Submit for verification' : 'Delete CPD record'}
        question={
          asking
            ? (asking.step === 'submit' ? cpdRecordQuestions.submit : cpdRecordQuestions.remove)(
                asking.record.title,
              )
            : ''
        }
        confirmLabel={asking?.step === 'submit' ? 'Submit' : 'Delete'}
        danger={asking?.step === 'remove'}
        busy={busy}
        error={failure}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      />
    </Card>
  );
}
