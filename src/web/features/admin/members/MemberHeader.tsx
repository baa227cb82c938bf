import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { MemberRecord } from '../../../../contract/member-records';
import { standingLabel } from '../../../../contract/member-search';
import { formatKes } from '../../../lib/format';
import { MemberStatusChip } from './MemberStatusChip';
import { fullName } from './member-format';

/** Who the member is at a glance: name, number, category, status, standing and what they owe. */
export function MemberHeader({ record }: { record: MemberRecord }) {
  const { entry } = record;
  return (
    <Stack gap={4}>
      <Group gap="sm" wrap="wrap" align="center">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {fullName(entry)}
        </Title>
        <MemberStatusChip status={entry.status} />
        <Badge color={record.goodStanding ? 'success' : 'warning'} variant="outline">
          {standingLabel(record.goodStanding)}
        </Badge>
      </Group>
      <Text fw={600}>
        {entry.memberNo}
        <Text span c="dimmed" fw={400}>
          {' '}
          · {entry.categoryDescription ?? entry.category}
        </Text>
      </Text>
      <Text size="sm" c={record.balanceLCY > 0 ? undefined : 'dimmed'}>
        {record.balanceLCY > 0
          ? `Owes ${formatKes(record.balanceLCY)}`
          : record.balanceLCY < 0
            ? `In credit ${formatKes(-record.balanceLCY)}`
            : 'Owes nothing'}
        {' · '}
        {record.account ? 'Has a portal account' : 'No portal account'}
      </Text>
    </Stack>
  );
}
