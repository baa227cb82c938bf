import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { type Booking, eventMessages, type PortalEvent } from '../../../contract/events';
import { PayNowButton } from '../payments/public';
import { formatEventFee } from './event-format';
import { eventRoutes, owesPayment, useBookEvent } from './event-queries';

/** The question asked before booking: the member sees what they will owe. */
export const bookingQuestion = (event: Pick<PortalEvent, 'description' | 'fee'>) =>
  event.fee > 0
    ? `Book ${event.description} for ${formatEventFee(event.fee)}?`
    : `Book ${event.description} for free?`;

/** The booking's outcome in the contract's words: a held place waits for its invoice to be paid. */
const bookedMessage = (booking: Booking) =>
  owesPayment(booking) ? eventMessages.bookedPayNow : eventMessages.booked;

/**
 * Confirms a booking, then books. A free booking closes with a toast; a paid one stays open with
 * the invoice's Pay Now, so the member can pay at once (or later from Booked Events). Refusals
 * (fully booked, already booked, ended) are shown here, where the member is looking.
 */
export function BookEventDialog({
  event,
  opened,
  onClose,
}: {
  event: PortalEvent;
  opened: boolean;
  onClose: () => void;
}) {
  const book = useBookEvent();
  const booking = book.data;
  const close = () => {
    book.reset();
    onClose();
  };
  const confirm = () =>
    book.mutate(event.no, {
      onSuccess: (booked) => {
        if (owesPayment(booked)) return;
        notifications.show({ color: 'success', message: bookedMessage(booked) });
        close();
      },
    });

  return (
    <Modal opened={opened} onClose={close} title="Book event" closeButtonProps={{ 'aria-label': 'Close' }}>
      {booking && owesPayment(booking) ? (
        <Stack gap="md">
          <Alert color="success" icon={<IconCircleCheck />} role="status">
            {bookedMessage(booking)}
          </Alert>
          <Group justify="space-between" align="flex-start">
            <Button variant="default" onClick={close}>
              Pay later
            </Button>
            <PayNowButton invoiceNo={booking.proformaInvoiceNo ?? ''} from={eventRoutes.booked} />
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">{bookingQuestion(event)}</Text>
          {book.isError && (
            <Alert color="error" icon={<IconAlertCircle />} role="alert">
              {book.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={book.isPending}>
              Cancel
            </Button>
            <Button onClick={confirm} loading={book.isPending}>
              Book
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
