import { Anchor, Badge, Card, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { WaitingStage } from '../../../../contract/staff-overview';
import { formatCount } from '../../../lib/format';
import { kindLabels, overdueLink, stageLink } from './overview-links';

/** How many are past the service level; for applications, a link to exactly those in the queue. */
function OverdueBadge({ stage }: { stage: WaitingStage }) {
  const badge = (
    <Badge color="error" variant="light" style={{ cursor: 'inherit' }}>
      {formatCount(stage.overdue)}
    </Badge>
  );
  const to = overdueLink(stage);
  if (!to) return badge;
  return (
    <Anchor component={Link} to={to} aria-label={`${formatCount(stage.overdue)} overdue at ${stage.stage}`}>
      {badge}
    </Anchor>
  );
}

/** Work waiting per review stage: how much, how much past the service level, and the oldest. */
export function WorkWaitingCard({ work }: { work: WaitingStage[] }) {
  const most = Math.max(1, ...work.map((stage) => stage.count));
  const total = work.reduce((sum, stage) => sum + stage.count, 0);
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          Work waiting
        </Title>
        <Text size="sm" c="dimmed">
          {formatCount(total)} in all · overdue past each stage's service level
        </Text>
      </Group>
      <Table verticalSpacing="xs" horizontalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Stage</Table.Th>
            <Table.Th ta="right">Service level</Table.Th>
            <Table.Th ta="right">Waiting</Table.Th>
            <Table.Th ta="right">Overdue</Table.Th>
            <Table.Th ta="right">Oldest</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {work.map((stage) => (
            <Table.Tr key={`${stage.kind}:${stage.stage}`}>
              <Table.Td>
                <Stack gap={4}>
                  <Anchor component={Link} to={stageLink(stage)} size="sm">
                    {kindLabels[stage.kind]} · {stage.stage}
                  </Anchor>
                  <Progress
                    value={(stage.count / most) * 100}
                    size="sm"
                    color={stage.overdue > 0 ? 'error' : 'primary'}
                    aria-hidden
                  />
                </Stack>
              </Table.Td>
              <Table.Td ta="right">{stage.serviceDays} d</Table.Td>
              <Table.Td ta="right">{formatCount(stage.count)}</Table.Td>
              <Table.Td ta="right">{stage.overdue > 0 ? <OverdueBadge stage={stage} /> : '0'}</Table.Td>
              <Table.Td ta="right">{stage.count > 0 ? `${stage.oldestDays} d` : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
