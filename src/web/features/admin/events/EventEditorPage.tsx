import { Alert, Badge, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { AdminEvent } from '../../../../contract/events';
import { LoadFailed } from '../../../components/ListStates';
import { PageLoader } from '../../../components/PageLoader';
import { lazyPart } from '../../../lib/lazy-part';
import { adminEventRoute, useAdminEvent } from './admin-event-api';
import { EventForm } from './EventForm';
import { EventLogoCard } from './EventLogoCard';
import { EventStatusActions } from './EventStatusActions';
import { eventStatusColours, formatEventDates } from './event-format';

// The Attendance tab's list and import load when the tab is opened, not with the event's details.
const AttendancePanel = lazyPart('admin/AttendancePanel', async () => ({
  default: (await import('./AttendancePanel')).AttendancePanel,
}));

export const eventStateTexts = {
  Draft: 'This event is a draft: members cannot see or book it until it is published.',
  Cancelled: 'This event was cancelled: its bookings are cancelled and it can no longer be changed.',
} as const;

/** /admin/events/new: a fresh draft; once saved it opens as its own page. */
function NewEvent() {
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        New event
      </Title>
      <Text c="dimmed" size="sm">
        A new event is saved as a draft; publish it when it is ready for members.
      </Text>
      <EventForm event={null} onSaved={(saved) => navigate(adminEventRoute(saved.no), { replace: true })} />
    </Stack>
  );
}

function ExistingEvent({ event }: { event: AdminEvent }) {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'attendance' ? 'attendance' : 'details';
  const stateText = event.status === 'Published' ? null : eventStateTexts[event.status];
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="start" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Group gap="sm">
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {event.description}
            </Title>
            <Badge color={eventStatusColours[event.status]} variant="light" size="lg">
              {event.status}
            </Badge>
          </Group>
          <Text c="dimmed" size="sm">
            {event.no} · {formatEventDates(event)} · {event.location}
          </Text>
        </div>
        <EventStatusActions event={event} />
      </Group>
      {stateText && (
        <Alert color={event.status === 'Cancelled' ? 'red' : 'gray'} icon={<IconInfoCircle />}>
          {stateText}
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(next) => setParams(next === 'attendance' ? { tab: next } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="details">Details</Tabs.Tab>
          <Tabs.Tab value="attendance">Attendance</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details" pt="md">
          <Stack gap="lg">
            <EventForm key={event.no} event={event} onSaved={() => {}} />
            <EventLogoCard event={event} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="attendance" pt="md">
          <Suspense fallback={<PageLoader />}>
            <AttendancePanel event={event} />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** /admin/events/new and /admin/events/{no} (decisions.md "Events": admins run events). */
export default function EventEditorPage() {
  const { no } = useParams();
  const existing = no && no !== 'new' ? no : null;
  const event = useAdminEvent(existing);
  if (existing === null) return <NewEvent />;
  if (event.isPending) return <PageLoader />;
  if (event.isError) return <LoadFailed message={event.error.message} onRetry={() => void event.refetch()} />;
  return <ExistingEvent event={event.data} />;
}
