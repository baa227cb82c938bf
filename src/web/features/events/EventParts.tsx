import { Badge, Center, Group, Image, Stack, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
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

const monthNames = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/**
 * The calendar leaf of an event's first day, read from its YYYY-MM-DD text: a calendar day has no
 * time zone to move it, and the server's and the browser's first views read the same letters.
 */
export function eventLeaf(startDate: string): { day: string; month: string } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(startDate);
  const month = match ? monthNames[Number(match[2]) - 1] : undefined;
  return match && month ? { day: String(Number(match[3])), month } : null;
}

/**
 * An event without a logo (or whose logo does not load): a tile in its type's colour with the day it
 * starts and its type, so a grid of events reads at a glance instead of as grey boxes.
 */
function EventTile({ event, height }: { event: PortalEvent; height: number }) {
  const colour = eventTypeColours[event.eventType];
  const leaf = eventLeaf(event.startDate);
  return (
    <Center
      h={height}
      bg={`${colour}.6`}
      aria-hidden
      data-testid="event-tile"
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        backgroundImage: `linear-gradient(135deg, var(--mantine-color-${colour}-5), var(--mantine-color-${colour}-8))`,
      }}
    >
      {/* Every word sits on white, dark enough on it to read (the type colours are the frame). */}
      <Stack gap={2} align="center" bg="white" px="md" py={6} style={{ borderRadius: 8 }}>
        {leaf ? (
          <>
            <Text fw={700} size="xs" lh={1} c="dark.6">
              {leaf.month}
            </Text>
            <Text fw={800} fz={Math.min(32, height / 4)} lh={1.1} c={`${colour}.9`}>
              {leaf.day}
            </Text>
          </>
        ) : (
          <IconCalendarEvent
            size={Math.min(40, height / 3)}
            stroke={1.5}
            color={`var(--mantine-color-${colour}-9)`}
          />
        )}
        <Text fw={600} size="xs" c="dark.6">
          {eventTypeLabel(event.eventType)}
        </Text>
      </Stack>
    </Center>
  );
}

/** The event's logo, loaded only when scrolled near; its type-coloured tile when it has none. */
export function EventLogo({ event, height }: { event: PortalEvent; height: number }) {
  const [failed, setFailed] = useState(false);
  if (!event.logoUrl || failed) return <EventTile event={event} height={height} />;
  return (
    <Image
      src={event.logoUrl}
      alt={`${event.description} logo`}
      loading="lazy"
      h={height}
      fit="contain"
      radius="sm"
      bg="gray.0"
      onError={() => setFailed(true)}
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
