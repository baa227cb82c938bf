import { Anchor, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { UpcomingEvent } from '../../../../contract/staff-overview';
import { formatCount, formatDay } from '../../../lib/format';

/** The next published events with their bookings. */
export function UpcomingEventsCard({ events }: { events: UpcomingEvent[] }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="sm">
        Upcoming events
      </Title>
      {events.length === 0 ? (
        <Text size="sm" c="dimmed">
          No published events ahead.{' '}
          <Anchor component={Link} to="/admin/events/new" size="sm">
            Create one
          </Anchor>
        </Text>
      ) : (
        <Stack gap="sm">
          {events.map((event) => (
            <Stack key={event.no} gap={4}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Anchor component={Link} to={`/admin/events/${encodeURIComponent(event.no)}`} size="sm">
                  {event.description}
                </Anchor>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatDay(event.startDate)}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {event.capacity === null
                  ? `${formatCount(event.booked)} booked, no limit`
                  : `${formatCount(event.booked)} of ${formatCount(event.capacity)} places booked`}
              </Text>
              {event.capacity !== null && (
                <Progress value={(event.booked / Math.max(1, event.capacity)) * 100} size="xs" aria-hidden />
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </Card>
  );
}
