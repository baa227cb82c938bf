import { Anchor, Button, type ButtonProps, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { PortalEvent } from '../../../contract/events';
import { BookEventDialog } from './BookEventDialog';
import { eventRoutes } from './event-queries';

/** Booked or full: said instead of Book Now; null while the event can be booked. */
function bookingState(event: PortalEvent, size: ButtonProps['size'], named: (action: string) => string) {
  if (event.bookingNo)
    return (
      <Group gap="xs" wrap="wrap">
        <Button size={size} variant="light" color="gray" disabled>
          Booked
        </Button>
        <Anchor component={Link} to={eventRoutes.booked} size="sm" aria-label={named('See your booking')}>
          See your booking
        </Anchor>
      </Group>
    );

  if (event.placesLeft !== null && event.placesLeft <= 0)
    return (
      <Button size={size} variant="light" color="gray" disabled>
        Fully booked
      </Button>
    );
  return null;
}

/**
 * An event's booking action: an outside booking site opens in a new tab; otherwise the portal
 * books after a confirmation. A booked or full event says so instead of offering Book Now.
 */
export function BookEventAction({ event, size = 'sm' }: { event: PortalEvent; size?: ButtonProps['size'] }) {
  const [opened, dialog] = useDisclosure(false);
  const named = (action: string) => `${action}: ${event.description}`;

  if (event.bookingUrl)
    return (
      <Button
        component="a"
        href={event.bookingUrl}
        target="_blank"
        rel="noopener noreferrer"
        size={size}
        rightSection={<IconExternalLink size={14} aria-hidden />}
        aria-label={named('Book Now (opens the booking site in a new tab)')}
      >
        Book Now
      </Button>
    );

  // The dialog stays mounted once the event reads as booked: a paid booking's Pay Now is in it.
  return (
    <>
      {bookingState(event, size, named) ?? (
        <Button size={size} onClick={dialog.open} aria-label={named('Book Now')}>
          Book Now
        </Button>
      )}
      <BookEventDialog event={event} opened={opened} onClose={dialog.close} />
    </>
  );
}
