import { Badge, Stack } from '@mantine/core';
import type { BookingStatus } from '../../../../contract/events';
import type { MemberBooking, MemberCpdAward } from '../../../../contract/member-records';
import type { ListColumn } from '../../../components/ResponsiveList';
import { formatCount, formatDay, formatKes } from '../../../lib/format';
import { MemberCpdAudits } from '../cpd-audit/MemberCpdAudits';
import { PagedList } from './MemberSection';

/** The events pages' booking colours (contract/events.ts bookingStatusColours), kept here so this page need not load the events schemas. */
const bookingColours: Record<BookingStatus, string> = {
  'Pending Payment': 'orange',
  Confirmed: 'blue',
  Attended: 'green',
  Cancelled: 'gray',
};

const awardColumns: ListColumn<MemberCpdAward>[] = [
  { header: 'Date', nowrap: true, cell: (row) => formatDay(row.eventDate) },
  { header: 'Activity', inCardHeader: true, cell: (row) => row.description },
  { header: 'Provider', cell: (row) => row.provider },
  { header: 'Points', numeric: true, cell: (row) => formatCount(row.points) },
  { header: 'Year', nowrap: true, cell: (row) => row.period },
  { header: 'Certificate', nowrap: true, cell: (row) => row.certificateNo },
  { header: 'Source', cell: (row) => (row.source === 'ATTENDANCE' ? 'Event attended' : 'Entered by staff') },
];

const bookingColumns: ListColumn<MemberBooking>[] = [
  { header: 'Event', inCardHeader: true, cell: (row) => `${row.event} (${row.eventNo})` },
  {
    header: 'Status',
    inCardHeader: true,
    cell: (row) => (
      <Badge color={bookingColours[row.status]} variant="light">
        {row.status}
      </Badge>
    ),
  },
  { header: 'Booking', nowrap: true, cell: (row) => row.bookingNo },
  { header: 'Starts', nowrap: true, cell: (row) => formatDay(row.startDate) },
  { header: 'Fee', numeric: true, cell: (row) => formatKes(row.amountLCY) },
  { header: 'Attended', nowrap: true, cell: (row) => (row.attendedAt ? formatDay(row.attendedAt) : '—') },
];

/** CPD points awarded (events attended, awards entered by staff) and the member's event bookings. */
export function CpdTab({ memberNo, narrow }: { memberNo: string; narrow: boolean }) {
  return (
    <Stack gap="md">
      <MemberCpdAudits memberNo={memberNo} />
      <PagedList
        id="cpd"
        title="CPD awards"
        memberNo={memberNo}
        list="cpd"
        rowKey={(row) => row.certificateNo}
        columns={awardColumns}
        narrow={narrow}
        empty="No CPD points have been awarded to this member."
        minWidth={820}
      />
      <PagedList
        id="bookings"
        title="Event bookings"
        memberNo={memberNo}
        list="bookings"
        rowKey={(row) => row.bookingNo}
        columns={bookingColumns}
        narrow={narrow}
        empty="No event bookings. Members book events from their portal account."
        minWidth={760}
      />
    </Stack>
  );
}
