import {
  Anchor,
  Box,
  Card,
  EmptyState,
  Flex,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { PortalEvent } from '../../../contract/events';
import { LoadFailed, LoadingRows } from '../../components/ListStates';
import { type ListColumn, ResponsiveList } from '../../components/ResponsiveList';
import { useBrowserValue } from '../../lib/use-browser-value';
import { BookEventAction } from './BookEventAction';
import { EventBadges, EventFacts, EventLogo } from './EventParts';
import {
  formatEventDays,
  formatEventFee,
  formatEventTimes,
  placesLabel,
  providerNames,
} from './event-format';
import { eventRoutes, useUpcomingEvents } from './event-queries';

export const NO_UPCOMING_EVENTS = 'No upcoming events right now.';

const layouts = ['grid', 'list'] as const;
type Layout = (typeof layouts)[number];
const layoutStorageKey = 'events.layout';

/** The URL decides (a shared link shows what was shared); else the member's last choice; else grid. */
function useLayout(): [Layout, (layout: Layout) => void] {
  const [params, setParams] = useSearchParams();
  const remembered = useBrowserValue(() => localStorage.getItem(layoutStorageKey), null);
  const asked = params.get('view') ?? remembered;
  const layout = layouts.find((value) => value === asked) ?? 'grid';
  const choose = (next: Layout) => {
    localStorage.setItem(layoutStorageKey, next);
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        changed.set('view', next);
        return changed;
      },
      { replace: true },
    );
  };
  return [layout, choose];
}

const EventTitleLink = ({ event }: { event: PortalEvent }) => (
  <Anchor component={Link} to={eventRoutes.view(event.no)} inherit>
    {event.description}
  </Anchor>
);

function EventCard({ event }: { event: PortalEvent }) {
  return (
    <Card component="li" withBorder radius="md" padding="md" w={{ base: '100%', md: 265 }}>
      <Card.Section mb="sm">
        <EventLogo event={event} height={140} />
      </Card.Section>
      <Stack gap="xs" flex={1}>
        <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
          <EventTitleLink event={event} />
        </Title>
        <EventBadges event={event} />
        <EventFacts event={event} />
      </Stack>
      <Box mt="md">
        <BookEventAction event={event} />
      </Box>
    </Card>
  );
}

const listColumns: ListColumn<PortalEvent>[] = [
  {
    header: 'Event',
    inCardHeader: true,
    cell: (event) => (
      <Stack gap={2}>
        <EventTitleLink event={event} />
        <Text size="xs" c="dimmed" fw={400}>
          {providerNames(event)}
        </Text>
      </Stack>
    ),
  },
  { header: 'Type', cell: (event) => <EventBadges event={event} /> },
  {
    header: 'When',
    cell: (event) => (
      <>
        {formatEventDays(event)}, <span style={{ whiteSpace: 'nowrap' }}>{formatEventTimes(event)}</span>
      </>
    ),
  },
  { header: 'Location', cell: (event) => event.location },
  { header: 'Fee', numeric: true, cell: (event) => formatEventFee(event.fee) },
  { header: 'Places', nowrap: true, cell: (event) => placesLabel(event) ?? '—' },
];

/** Upcoming Events (spec 3 §2.7): published events as 265 px cards or as rows, each bookable. */
export function UpcomingEvents({ narrow }: { narrow: boolean }) {
  const events = useUpcomingEvents();
  const [layout, setLayout] = useLayout();
  const labelId = useId();
  const list = events.data ?? [];
  return (
    <Stack gap="md">
      <Group justify="flex-end" gap="sm">
        {/* The tab already reads 'Upcoming Events'; the heading keeps the outline for screen readers. */}
        <VisuallyHidden component="h2" id={labelId}>
          Upcoming Events
        </VisuallyHidden>
        <SegmentedControl
          aria-label="Show events as"
          value={layout}
          onChange={(value) => setLayout(value as Layout)}
          data={[
            { value: 'grid', label: 'Grid' },
            { value: 'list', label: 'List' },
          ]}
        />
      </Group>
      {events.isPending && <LoadingRows label="Loading events" rows={3} />}
      {events.isError && <LoadFailed message={events.error.message} onRetry={() => void events.refetch()} />}
      {events.isSuccess && list.length === 0 && (
        <EmptyState
          size="sm"
          icon={<IconCalendarOff size={28} />}
          withIndicatorBackground
          title={NO_UPCOMING_EVENTS}
          py="md"
        />
      )}
      {list.length > 0 && layout === 'grid' && (
        <Flex
          component="ul"
          wrap="wrap"
          gap="md"
          p={0}
          m={0}
          aria-labelledby={labelId}
          style={{ listStyle: 'none' }}
        >
          {list.map((event) => (
            <EventCard key={event.no} event={event} />
          ))}
        </Flex>
      )}
      {list.length > 0 && layout === 'list' && (
        <Card withBorder radius="md" padding={narrow ? 'sm' : 'lg'}>
          <ResponsiveList
            rows={list}
            rowKey={(event) => event.no}
            columns={listColumns}
            narrow={narrow}
            label="Upcoming Events"
            labelledBy={labelId}
            minWidth={900}
            actions={(event) => <BookEventAction event={event} size="xs" />}
          />
        </Card>
      )}
    </Stack>
  );
}
