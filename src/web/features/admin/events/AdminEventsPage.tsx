import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Pagination,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { IconCalendarEvent, IconPlus, IconSearch } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  ADMIN_EVENTS_PAGE_SIZE,
  type AdminEvent,
  eventStatuses,
  eventTypeColours,
} from '../../../../contract/events';
import { LoadFailed, LoadingRows } from '../../../components/ListStates';
import { type ListColumn, ResponsiveList } from '../../../components/ResponsiveList';
import { formatCount } from '../../../lib/format';
import {
  adminEventRoute,
  type EventFilters,
  eventFiltersFrom,
  eventSearchOf,
  isEventStatus,
  useAdminEvents,
} from './admin-event-api';
import { bookedOf, eventStatusColours, formatEventDates } from './event-format';

/** The Select value standing for "no filter", since Mantine treats '' as a real option. */
const ALL = 'all';
const statusOptions = [
  { value: ALL, label: 'All' },
  ...eventStatuses.map((value) => ({ value, label: value })),
];

export const adminEventsTexts = {
  title: 'Events',
  empty: 'No events match these filters.',
  newEvent: 'New event',
} as const;

const columns: ListColumn<AdminEvent>[] = [
  {
    header: 'No',
    nowrap: true,
    inCardHeader: true,
    cell: (event) => (
      <Anchor component={Link} to={adminEventRoute(event.no)}>
        {event.no}
      </Anchor>
    ),
  },
  { header: 'Event', cell: (event) => event.description },
  {
    header: 'Type',
    nowrap: true,
    // A chip shrunk by its column truncates the type; max-content keeps the word whole.
    cell: (event) => (
      <Box w="max-content">
        <Badge color={eventTypeColours[event.eventType]} variant="light">
          {event.eventType}
        </Badge>
      </Box>
    ),
  },
  { header: 'Dates', cell: (event) => formatEventDates(event) },
  {
    header: 'Status',
    nowrap: true,
    inCardHeader: true,
    cell: (event) => (
      <Box w="max-content">
        <Badge color={eventStatusColours[event.status]} variant="light">
          {event.status}
        </Badge>
      </Box>
    ),
  },
  { header: 'Booked', numeric: true, cell: bookedOf },
  { header: 'Attended', numeric: true, cell: (event) => formatCount(event.attendedCount) },
];

/** /admin/events (decisions.md "Events"): the events admins run, newest first, filtered in the URL. */
export default function AdminEventsPage() {
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => eventFiltersFrom(params), [params]);
  const [term, setTerm] = useState(filters.term);
  const events = useAdminEvents(filters);

  const change = (next: Partial<EventFilters>, replace = false) =>
    setParams(eventSearchOf({ ...filters, page: 1, ...next }), { replace });
  // Typing replaces the history entry, so Back leaves the list instead of undoing letters.
  const changeTerm = useDebouncedCallback((value: string) => change({ term: value.trim() }, true), 300);

  const data = events.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / (data.pageSize || ADMIN_EVENTS_PAGE_SIZE))) : 1;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="end">
        <div>
          <Title order={1} size="h2" id={headingId}>
            {adminEventsTexts.title}
          </Title>
          {data && (
            <Text c="dimmed" size="sm">
              {formatCount(data.total)} {data.total === 1 ? 'event' : 'events'}
            </Text>
          )}
        </div>
        <Button component={Link} to="/admin/events/new" leftSection={<IconPlus size={16} />}>
          {adminEventsTexts.newEvent}
        </Button>
      </Group>
      <Group align="end" gap="sm" wrap="wrap">
        <Select
          label="Status"
          data={statusOptions}
          value={filters.status ?? ALL}
          onChange={(value) => change({ status: isEventStatus(value) ? value : null })}
          allowDeselect={false}
          w={{ base: '100%', sm: 200 }}
        />
        <TextInput
          label="Search"
          placeholder="Event name, number or location"
          leftSection={<IconSearch size={16} />}
          value={term}
          onChange={(event) => {
            setTerm(event.currentTarget.value);
            changeTerm(event.currentTarget.value);
          }}
          style={{ flex: '1 1 240px' }}
        />
      </Group>
      <Card withBorder radius="md" padding={narrow ? 'sm' : 'lg'}>
        {events.isPending && <LoadingRows label="Loading events" />}
        {events.isError && (
          <LoadFailed message={events.error.message} onRetry={() => void events.refetch()} />
        )}
        {data && data.events.length === 0 && (
          <Stack align="center" gap="xs" py="lg">
            <IconCalendarEvent size={28} aria-hidden />
            <Text c="dimmed">{adminEventsTexts.empty}</Text>
          </Stack>
        )}
        {data && data.events.length > 0 && (
          <div style={{ opacity: events.isPlaceholderData ? 0.7 : 1 }}>
            <ResponsiveList
              rows={data.events}
              rowKey={(event) => event.no}
              columns={columns}
              narrow={narrow}
              label={adminEventsTexts.title}
              labelledBy={headingId}
              minWidth={820}
            />
          </div>
        )}
      </Card>
      {pages > 1 && (
        <nav aria-label="Event pages">
          <Pagination
            value={Math.min(filters.page, pages)}
            onChange={(page) => setParams(eventSearchOf({ ...filters, page }))}
            total={pages}
            siblings={1}
          />
        </nav>
      )}
    </Stack>
  );
}
