import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { cpdRecordQuestions } from '../../../../contract/cpd-record-labels';
import { type AdminCpdActivityType, cpdRecordMessages } from '../../../../contract/cpd-records';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadFailed, LoadingRows } from '../../../components/ListStates';
import { type ListColumn, ResponsiveList } from '../../../components/ResponsiveList';
import { formatDecimal } from '../../../lib/format';
import { toastFailure, toastSuccess } from '../admin-toasts';
import { RowActions } from '../lookups/RowActions';
import { ActivityTypeDialog } from './ActivityTypeDialog';
import { useAdminActivityTypes, useRemoveActivityType } from './cpd-rules-api';

const cap = (value: number | null) => (value === null ? 'No cap' : formatDecimal(value));

const columns: ListColumn<AdminCpdActivityType>[] = [
  { header: 'Activity type', inCardHeader: true, cell: (type) => type.name },
  {
    header: 'Kind',
    cell: (type) => (
      <Badge variant="light" color={type.structured ? 'primary' : 'gray'}>
        {type.structured ? 'Structured' : 'Unstructured'}
      </Badge>
    ),
  },
  { header: 'Points per hour', numeric: true, cell: (type) => formatDecimal(type.pointsPerHour) },
  { header: 'Max per activity', numeric: true, cell: (type) => cap(type.maxPointsPerActivity) },
  { header: 'Max per year', numeric: true, cell: (type) => cap(type.maxPointsPerYear) },
  {
    header: 'Status',
    cell: (type) => (
      <Badge variant="light" color={type.active ? 'success' : 'gray'}>
        {type.active ? 'Active' : 'Inactive'}
      </Badge>
    ),
  },
  { header: 'Records', numeric: true, cell: (type) => formatDecimal(type.recordCount) },
];

/** The activity types members log CPD under, with their points rules (admins). */
export function ActivityTypesSection() {
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const types = useAdminActivityTypes();
  const [editing, setEditing] = useState<AdminCpdActivityType | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminCpdActivityType | null>(null);
  const remove = useRemoveActivityType({
    onSuccess: () => {
      toastSuccess(cpdRecordMessages.typeRemoved);
      setDeleting(null);
    },
    onError: (error) => {
      toastFailure(error);
      setDeleting(null);
    },
  });

  return (
    <Card
      withBorder
      radius="md"
      padding={narrow ? 'sm' : 'lg'}
      component="section"
      aria-labelledby="cpd-types-title"
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Title order={2} size="h4" id="cpd-types-title">
              Activity types
            </Title>
            <Text size="sm" c="dimmed">
              A record's points are its hours × points per hour, capped per activity, fixed when the member
              saves it; the yearly cap applies across a member's records of the type.
            </Text>
          </div>
          <Button onClick={() => setEditing(null)}>Add activity type</Button>
        </Group>
        {types.isPending && <LoadingRows label="Loading activity types" rows={3} />}
        {types.isError && <LoadFailed message={types.error.message} onRetry={() => void types.refetch()} />}
        {types.data?.length === 0 && <Text c="dimmed">No activity types yet.</Text>}
        {types.data && types.data.length > 0 && (
          <ResponsiveList
            rows={types.data}
            rowKey={(type) => String(type.id)}
            columns={columns}
            narrow={narrow}
            label="Activity types"
            labelledBy="cpd-types-title"
            actions={(type) => (
              <RowActions
                code={type.name}
                editLabel="Edit"
                onEdit={() => setEditing(type)}
                onDelete={() => setDeleting(type)}
              />
            )}
          />
        )}
      </Stack>
      {editing !== undefined && <ActivityTypeDialog type={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        opened={deleting !== null}
        question={
          deleting && deleting.recordCount > 0
            ? `${cpdRecordMessages.typeInUse} ${cpdRecordQuestions.removeType(deleting.name)}`
            : cpdRecordQuestions.removeType(deleting?.name ?? '')
        }
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
