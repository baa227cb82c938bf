import { Badge, Box, Button, Card, EmptyState, Group, Stack, VisuallyHidden } from '@mantine/core';
import { IconCalendarCheck, IconEye, IconFileInvoice, IconReceipt2 } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { type Booking, bookingStatusColours } from '../../../contract/events';
import { DocumentLink } from '../../components/DocumentLink';
import { LoadFailed, LoadingRows } from '../../components/ListStates';
import { type ListColumn, ResponsiveList } from '../../components/ResponsiveList';
import { PayNowButton } from '../payments/public';
import { eventRoutes, owesPayment, useBookings } from './event-queries';

export const NO_BOOKED_EVENTS = 'You have not booked any events yet.';

/** The row number travels with the booking so the card and the table number alike. */
type NumberedBooking = Booking & { rowNo: number };

const columns: ListColumn<NumberedBooking>[] = [
  { header: 'No', nowrap: true, cell: (row) => row.rowNo },
  { header: 'Event', inCardHeader: true, cell: (row) => row.eventDescription },
  { header: 'Location', cell: (row) => row.location },
  { header: 'Paid', nowrap: true, cell: (row) => (row.paid ? 'Yes' : 'No') },
  {
    header: 'Status',
    nowrap: true,
    inCardHeader: true,
    cell: (row) => (
      <Box w="max-content">
        <Badge color={bookingStatusColours[row.status]} variant="light">
          {row.status}
        </Badge>
      </Box>
    ),
  },
];

/** The actions of spec 3 §2.7: view while active, Receipt once paid, Invoice once billed. */
export function BookingActions({ booking }: { booking: Booking }) {
  return (
    <Group gap="xs" wrap="wrap" align="flex-start">
      {booking.isActive && (
        <Button
          component={Link}
          to={eventRoutes.view(booking.eventNo)}
          size="xs"
          variant="light"
          leftSection={<IconEye size={16} />}
          aria-label={`view ${booking.eventDescription}`}
        >
          view
        </Button>
      )}
      {booking.paid && booking.receiptNo && (
        <DocumentLink
          to={eventRoutes.receipt(booking.receiptNo)}
          icon={<IconReceipt2 size={16} />}
          label="Receipt"
          code={booking.receiptNo}
        />
      )}
      {booking.billed && booking.proformaInvoiceNo && (
        <DocumentLink
          to={eventRoutes.invoice(booking.proformaInvoiceNo)}
          icon={<IconFileInvoice size={16} />}
          label="Invoice"
          code={booking.proformaInvoiceNo}
        />
      )}
      {owesPayment(booking) && booking.isActive && (
        <PayNowButton invoiceNo={booking.proformaInvoiceNo ?? ''} from={eventRoutes.booked} size="xs" />
      )}
    </Group>
  );
}

/** Booked Events (spec 3 §2.7): the member's bookings with their payment state and documents. */
export function BookedEvents({ narrow }: { narrow: boolean }) {
  const bookings = useBookings();
  const labelId = useId();
  const rows = (bookings.data ?? []).map((booking, index) => ({ ...booking, rowNo: index + 1 }));
  return (
    <Stack gap="md">
      <VisuallyHidden component="h2" id={labelId}>
        Booked Events
      </VisuallyHidden>
      <Card withBorder radius="md" padding={narrow ? 'sm' : 'lg'}>
        {bookings.isPending && <LoadingRows label="Loading bookings" rows={3} />}
        {bookings.isError && (
          <LoadFailed message={bookings.error.message} onRetry={() => void bookings.refetch()} />
        )}
        {bookings.isSuccess && rows.length === 0 && (
          <EmptyState
            size="sm"
            icon={<IconCalendarCheck size={28} />}
            withIndicatorBackground
            title={NO_BOOKED_EVENTS}
            py="md"
          />
        )}
        {rows.length > 0 && (
          <ResponsiveList
            rows={rows}
            rowKey={(row) => row.bookingNo}
            columns={columns}
            narrow={narrow}
            label="Booked Events"
            labelledBy={labelId}
            minWidth={760}
            actions={(row) => <BookingActions booking={row} />}
          />
        )}
      </Card>
    </Stack>
  );
}
