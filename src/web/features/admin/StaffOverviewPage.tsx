import { Alert, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { StaffOverview } from '../../../contract/outbox';
import { PageLoader } from '../../components/PageLoader';
import { formatCount } from '../../lib/format';
import { useStaffOverview } from './admin-queries';

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
  const { data, error, isPending } = useStaffOverview();
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
