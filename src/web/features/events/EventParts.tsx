import { Badge, Center, Group, Image, Stack, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { eventTypeColours, type PortalEvent } from '../../../contract/events';
import {
  cpdPointsLabel,
  eventTypeLabel,
  formatEventDays,
  formatEventFee,
  formatEventTimes,
  placesLabel,
  providerNames,
} from './event-format';

/** The event's logo, loaded only when scrolled near; a neutral tile when it has none. */
export function EventLogo({ event, height }: { event: PortalEvent; height: number }) {
  if (!event.logoUrl)
    return (
      <Center
        h={height}
        bg="gray.1"
        c="gray.5"
        aria-hidden
        style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      >
        <IconCalendarEvent size={Math.min(48, height / 2)} stroke={1.5} />
      </Center>
    );
  return (
    <Image
      src={event.logoUrl}
      alt={`${event.description} logo`}
      loading="lazy"
      h={height}
      fit="contain"
      radius="sm"
      bg="gray.0"
    />
  );
}

/** The event's type, CPD points and webinar tag as chips; never cut short in a narrow table cell. */
export function EventBadges({ event }: { event: PortalEvent }) {
  return (
    <Group gap={6} wrap="wrap">
      <Badge color={eventTypeColours[event.eventType]} variant="light" miw="max-content">
        {eventTypeLabel(event.eventType)}
      </Badge>
      <Badge color="green" variant="outline" miw="max-content">
        {cpdPointsLabel(event.cpdHours)}
      </Badge>
      {/* A WEBINAR-type event already says so in its type chip. */}
      {event.isWebinar && event.eventType !== 'WEBINAR' && (
        <Badge color="cyan" variant="filled" miw="max-content">
          Webinar
        </Badge>
      )}
    </Group>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Text span c="dimmed" size="sm">
        {label}:{' '}
      </Text>
      {children}
    </Text>
  );
}

/** When, where, who runs it, what it costs and how many places are left, as labelled lines. */
export function EventFacts({ event }: { event: PortalEvent }) {
  const places = placesLabel(event);
  return (
    <Stack gap={2}>
      <Fact label="Date">{formatEventDays(event)}</Fact>
      <Fact label="Time">{formatEventTimes(event)}</Fact>
      <Fact label="Location">{event.location}</Fact>
      <Fact label="Providers">{providerNames(event) || '—'}</Fact>
      <Fact label="Fee">{formatEventFee(event.fee)}</Fact>
      {places && (
        <Fact label="Places">
          <Text span size="sm" c={event.placesLeft === 0 ? 'error' : undefined} fw={500}>
            {places}
          </Text>
        </Fact>
      )}
    </Stack>
  );
}
