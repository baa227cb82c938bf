import { Stack, Tabs, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarCheck, IconCalendarEvent } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { BookedEvents } from './BookedEvents';
import { type EventsTab, eventsTabs } from './event-queries';
import { UpcomingEvents } from './UpcomingEvents';

/**
 * /events (spec 3 §2.7): Upcoming Events to book and the member's Booked Events. The tab lives in
 * the URL, so a finished payment can come back to /events?tab=booked.
 */
export default function EventsPage() {
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const [params, setParams] = useSearchParams();
  const active: EventsTab = params.get('tab') === eventsTabs.booked ? eventsTabs.booked : eventsTabs.upcoming;

  const choose = (value: string | null) => {
    if (!value || value === active) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === eventsTabs.upcoming) next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Events
      </Title>
      <Tabs value={active} onChange={choose} keepMounted={false}>
        <Tabs.List aria-label="Events">
          <Tabs.Tab value={eventsTabs.upcoming} leftSection={<IconCalendarEvent size={16} aria-hidden />}>
            Upcoming Events
          </Tabs.Tab>
          <Tabs.Tab value={eventsTabs.booked} leftSection={<IconCalendarCheck size={16} aria-hidden />}>
            Booked Events
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={eventsTabs.upcoming} pt="md">
          <UpcomingEvents narrow={narrow} />
        </Tabs.Panel>
        <Tabs.Panel value={eventsTabs.booked} pt="md">
          <BookedEvents narrow={narrow} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
