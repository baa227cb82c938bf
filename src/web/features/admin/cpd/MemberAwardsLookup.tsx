import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { type CpdAward, cpdTotal } from '../../../../contract/cpd';
import { LoadFailed, LoadingRows } from '../../../components/ListStates';
import { type ListColumn, ResponsiveList } from '../../../components/ResponsiveList';
import { formatDay } from '../../../lib/format';
import { useMemberAwards } from './cpd-award-api';

const columns: ListColumn<CpdAward>[] = [
  { header: 'Certificate No', nowrap: true, inCardHeader: true, cell: (award) => award.certificateNo },
  { header: 'Description', cell: (award) => award.description },
  { header: 'Provider', cell: (award) => award.provider },
  { header: 'Location', cell: (award) => award.location || '—' },
  {
    header: 'Dates',
    cell: (award) =>
      award.eventDate === award.endDate
        ? formatDay(award.eventDate)
        : `${formatDay(award.eventDate)} – ${formatDay(award.endDate)}`,
  },
  { header: 'Event', nowrap: true, cell: (award) => award.eventCode ?? 'Recorded by hand' },
  { header: 'Year', numeric: true, cell: (award) => award.period },
  { header: 'Points', numeric: true, cell: (award) => award.pointAwarded },
];

/** A member's CPD awards by member number, with the total the member's own CPD table shows. */
export function MemberAwardsLookup({
  memberNo,
  onLookup,
}: {
  memberNo: string;
  onLookup: (memberNo: string) => void;
}) {
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const headingId = useId();
  const [typed, setTyped] = useState(memberNo);
  const awards = useMemberAwards(memberNo);
  // A newly recorded award names its member here; the box follows so it shows whose list this is.
  useEffect(() => setTyped(memberNo), [memberNo]);

  return (
    <Card withBorder radius="md" padding={narrow ? 'sm' : 'lg'}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          Awards of a member
        </Title>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onLookup(typed.trim());
          }}
        >
          <Group align="end" gap="sm" wrap="wrap">
            <TextInput
              label="Member No to look up"
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              style={{ flex: '1 1 200px' }}
            />
            <Button
              type="submit"
              variant="light"
              leftSection={<IconSearch size={16} />}
              disabled={!typed.trim()}
            >
              Show awards
            </Button>
          </Group>
        </form>
        {memberNo && awards.isPending && <LoadingRows label="Loading awards" />}
        {awards.isError && (
          <LoadFailed message={awards.error.message} onRetry={() => void awards.refetch()} />
        )}
        {awards.isSuccess && awards.data.length === 0 && (
          <Text c="dimmed">{memberNo} has no CPD awards yet.</Text>
        )}
        {awards.isSuccess && awards.data.length > 0 && (
          <>
            <ResponsiveList
              rows={awards.data}
              rowKey={(award) => award.certificateNo}
              columns={columns}
              narrow={narrow}
              label={`CPD awards of ${memberNo}`}
              labelledBy={headingId}
              minWidth={860}
            />
            <Text fw={600} ta="right">
              Total: {cpdTotal(awards.data)} points
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}
