import { Alert, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { LoadingBlock } from '../../components/ListStates';
import { useCurrentUser } from '../../lib/session';
import { BalanceSummary } from '../billing/public';
import { ProfileCompletion } from '../checklist/public';
import { CpdPointsTile, GoodStandingTile, NotificationsTile } from './DashboardTiles';
import { useGeneralInformation, useGoodStanding } from './dashboard-queries';
import { MembershipApplicationsCard } from './MembershipApplicationsCard';
import { NextStepsCard } from './NextStepsCard';
import { PendingPaymentsCard } from './PendingPaymentsCard';
import { ProfileConfirmationPrompt } from './ProfileConfirmationPrompt';

function Field({ label, value, empty }: { label: string; value: string | null; empty: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500}>
        {value ?? (
          <Text span c="dimmed">
            {empty}
          </Text>
        )}
      </Text>
    </div>
  );
}

export default function DashboardPage() {
  const { data, error, isPending } = useGeneralInformation();
  const { data: user } = useCurrentUser();
  // The good-standing answer carries the member number, so the CPD tile needs no read of its own.
  const standing = useGoodStanding(user?.profile_id);
  const memberNo = standing.data?.memberNo ?? null;
  return (
    <Stack gap="lg">
      {/* Two lines are kept on phones, where the welcome with a name wraps, so the cards below do not
          jump down when it replaces 'Dashboard' (layout shift, Lighthouse's CLS). */}
      <Title order={1} size="h2" mih={{ base: '2.7em', sm: 0 }}>
        {data ? `Welcome, ${data.name}` : 'Dashboard'}
      </Title>
      <ProfileConfirmationPrompt />
      <NextStepsCard />
      <ProfileCompletion />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        <BalanceSummary title="Arrears" />
        <GoodStandingTile />
        {/* Placed while the member number is read, so the tiles and cards after it do not jump down
            when it arrives on a phone's single column (layout shift, Lighthouse's CLS). */}
        {(memberNo || standing.isLoading) && <CpdPointsTile memberNo={memberNo} />}
        <NotificationsTile />
      </SimpleGrid>
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" mb="md">
          <Title order={2} size="h4">
            General Information
          </Title>
        </Group>
        {error && <Alert color="error">{error.message}</Alert>}
        {isPending && <LoadingBlock label="Loading general information" h={60} />}
        {data && (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
            <Field label="Registration No" value={data.registrationNo} empty="Not yet assigned" />
            <Field label="Category" value={data.category} empty="Not set" />
            {/* A firm has no engineering discipline: its category and registration say what it is. */}
            {user?.type !== 'Corporate' && (
              <Field label="Discipline" value={data.discipline} empty="Not set" />
            )}
            <Field label="Current workplace" value={data.workplace} empty="Not recorded" />
          </SimpleGrid>
        )}
      </Card>
      <MembershipApplicationsCard />
      <PendingPaymentsCard />
    </Stack>
  );
}
