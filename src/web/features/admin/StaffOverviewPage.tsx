import { Alert, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '../../../contract/endpoints/admin';
import type { StaffOverview } from '../../../contract/outbox';
import { PageLoader } from '../../components/PageLoader';
import { call } from '../../lib/call';
import { formatCount } from '../../lib/format';

const tiles: { key: keyof StaffOverview; label: string }[] = [
  { key: 'users', label: 'User accounts' },
  { key: 'profiles', label: 'Members and applicants with a profile' },
  { key: 'applicantsWithoutProfile', label: 'Registered, profile not started' },
  { key: 'staff', label: 'Staff accounts' },
  { key: 'outboxPending', label: 'Messages waiting to send' },
  { key: 'outboxFailed', label: 'Messages that failed' },
];

/** The staff landing page: the portal at a glance. */
export default function StaffOverviewPage() {
  const { data, error, isPending } = useQuery({
    queryKey: ['admin', 'overview'],
    queryFn: () => call(adminEndpoints.overview, {}),
  });
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Overview
      </Title>
      {error && <Alert color="error">{error.message}</Alert>}
      {isPending && <PageLoader />}
      {data && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {tiles.map((tile) => (
            <Card key={tile.key} withBorder radius="md" padding="lg">
              <Text size="sm" c="dimmed">
                {tile.label}
              </Text>
              <Text fz={32} fw={700}>
                {formatCount(data[tile.key])}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
