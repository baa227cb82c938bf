import { Alert, Badge, Box, Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChecks, IconUsers } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { type AdminEvent, bookingStatusColours, type EventAttendee } from '../../../../contract/events';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadFailed, LoadingRows } from '../../../components/ListStates';
import { type ListColumn, ResponsiveList } from '../../../components/ResponsiveList';
import { AttendanceImportCard } from './AttendanceImportCard';
import { AttendanceResultView } from './AttendanceResultView';
import { useEventBookings, useMarkAttendance } from './admin-event-api';

/** Attended bookings already carry their award and cancelled ones cannot attend. */
const canMark = (attendee: EventAttendee) =>
  attendee.status !== 'Attended' && attendee.status !== 'Cancelled';

export const attendanceTexts = {
  empty: 'No one has booked this event yet.',
  confirm: (count: number) =>
    `Mark ${count === 1 ? '1 booking' : `${count} bookings`} as attended? Each attendee is awarded the event's CPD points and a certificate.`,
} as const;

/** The Attendance tab: the event's bookings, ticked and marked attended, or imported from a sheet. */
export function AttendancePanel({ event }: { event: AdminEvent }) {
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const headingId = useId();
  const bookings = useEventBookings(event.no);
  const mark = useMarkAttendance(event.no);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);

  const markable = (bookings.data ?? []).filter(canMark).map((attendee) => attendee.bookingNo);
  const chosen = markable.filter((no) => selected.has(no));
  const allChosen = markable.length > 0 && chosen.length === markable.length;
  const toggle = (no: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(no);
      else next.delete(no);
      return next;
    });
  const confirm = () =>
    mark.mutate(chosen, {
      onSuccess: () => {
        setConfirming(false);
        setSelected(new Set());
      },
    });

  const columns: ListColumn<EventAttendee>[] = [
    {
      header: 'Select',
      inCardHeader: true,
      cell: (row) => (
        <Checkbox
          aria-label={`Select ${row.name}`}
          checked={selected.has(row.bookingNo)}
          disabled={!canMark(row)}
          onChange={(change) => toggle(row.bookingNo, change.currentTarget.checked)}
        />
      ),
    },
    { header: 'Name', inCardHeader: true, cell: (row) => row.name },
    { header: 'E-mail', cell: (row) => row.email },
    { header: 'Member No', nowrap: true, cell: (row) => row.memberNo ?? '—' },
    { header: 'Paid', cell: (row) => (row.paid ? 'Yes' : 'No') },
    {
      header: 'Status',
      nowrap: true,
      cell: (row) => (
        <Box component="span" display="inline-block" w="max-content">
          <Badge color={bookingStatusColours[row.status]} variant="light">
            {row.status}
          </Badge>
        </Box>
      ),
    },
    { header: 'Certificate No', nowrap: true, cell: (row) => row.certificateNo ?? '—' },
  ];

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding={narrow ? 'sm' : 'lg'}>
        <Stack gap="sm">
          <Group justify="space-between" gap="sm">
            <Title order={2} size="h4" id={headingId}>
              Bookings
            </Title>
            <Button
              leftSection={<IconChecks size={18} />}
              disabled={chosen.length === 0}
              onClick={() => {
                mark.reset();
                setConfirming(true);
              }}
            >
              Mark attended{chosen.length > 0 ? ` (${chosen.length})` : ''}
            </Button>
          </Group>
          {bookings.isPending && <LoadingRows label="Loading bookings" />}
          {bookings.isError && (
            <LoadFailed message={bookings.error.message} onRetry={() => void bookings.refetch()} />
          )}
          {bookings.isSuccess && bookings.data.length === 0 && (
            <Group gap="xs" c="dimmed" py="md" justify="center">
              <IconUsers size={20} aria-hidden />
              <Text>{attendanceTexts.empty}</Text>
            </Group>
          )}
          {bookings.isSuccess && bookings.data.length > 0 && (
            <>
              <Checkbox
                label="Select all who can be marked"
                checked={allChosen}
                indeterminate={chosen.length > 0 && !allChosen}
                disabled={markable.length === 0}
                onChange={(change) => setSelected(new Set(change.currentTarget.checked ? markable : []))}
              />
              <ResponsiveList
                rows={bookings.data}
                rowKey={(row) => row.bookingNo}
                columns={columns}
                narrow={narrow}
                label="Bookings"
                labelledBy={headingId}
                minWidth={860}
              />
            </>
          )}
          {mark.data && <AttendanceResultView result={mark.data} title="Attendance marked" />}
          {mark.error && !confirming && (
            <Alert color="error" role="alert">
              {mark.error.message}
            </Alert>
          )}
        </Stack>
      </Card>
      <AttendanceImportCard eventNo={event.no} />
      <ConfirmDialog
        opened={confirming}
        dismissLabel="Back"
        title="Mark attended"
        question={attendanceTexts.confirm(chosen.length)}
        confirmLabel="Mark attended"
        busy={mark.isPending}
        error={mark.error?.message ?? null}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
