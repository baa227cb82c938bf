import { Card, Divider, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { MemberSearchStats } from '../../../contract/member-search';
import { formatCount } from '../../lib/format';
import { useMemberSearchStats } from './search-queries';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="xl">
        {formatCount(value)}
      </Text>
    </div>
  );
}

function Breakdown({
  title,
  rows,
}: {
  title: string;
  rows: { key: string; label: string; count: number }[];
}) {
  return (
    <Stack gap={4}>
      <Title order={3} size="h6">
        {title}
      </Title>
      <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={title}>
        {rows.map((row) => (
          <Group key={row.key} component="li" justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {row.label}
            </Text>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {formatCount(row.count)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

function StatsBody({ stats }: { stats: MemberSearchStats }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={2} spacing="sm">
        <Figure label="Members" value={stats.total} />
        <Figure label="In good standing" value={stats.inGoodStanding} />
      </SimpleGrid>
      <Divider />
      <Breakdown
        title="By category"
        rows={stats.byCategory.map((row) => ({
          key: row.category,
          label: row.description,
          count: row.count,
        }))}
      />
      <Breakdown
        title="By gender"
        rows={stats.byGender.map((row) => ({ key: row.gender, label: row.gender, count: row.count }))}
      />
    </Stack>
  );
}

/** The register's Summary (spec 1 §2): how many members, how many in good standing, and the split. */
export function SearchStats() {
  const stats = useMemberSearchStats();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="search-stats-title">
      <Title order={2} size="h4" mb="sm" id="search-stats-title">
        Summary
      </Title>
      {stats.data ? (
        <StatsBody stats={stats.data} />
      ) : stats.isError ? (
        <Text size="sm" c="dimmed" role="alert">
          {stats.error.message}
        </Text>
      ) : (
        <Stack gap="xs" role="status" aria-label="Loading the summary">
          <Skeleton h={48} />
          <Skeleton h={96} />
        </Stack>
      )}
    </Card>
  );
}
