import { Alert, SimpleGrid, Stack, Title } from '@mantine/core';
import { PageLoader } from '../../../components/PageLoader';
import { formatCount, formatMonth } from '../../../lib/format';
import { useStaffOverview } from '../admin-queries';
import { FigureTile } from './FigureTile';
import { MoneyCard } from './MoneyCard';
import { UpcomingEventsCard } from './UpcomingEventsCard';
import { WorkWaitingCard } from './WorkWaitingCard';

/** The staff landing page: work waiting, this month, money (admins), events, accounts and messages. */
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
        <>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <FigureTile
              label="Applications submitted this month"
              note={formatMonth(data.thisMonth.month)}
              value={formatCount(data.thisMonth.applicationsSubmitted)}
              to="/admin/review"
            />
            <FigureTile
              label="Members admitted this month"
              value={formatCount(data.thisMonth.membersAdmitted)}
              to="/admin/review?status=Released"
            />
            <FigureTile
              label="Upgrades submitted this month"
              value={formatCount(data.thisMonth.upgradesSubmitted)}
              to="/admin/upgrades"
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <WorkWaitingCard work={data.work} />
            <UpcomingEventsCard events={data.upcomingEvents} />
          </SimpleGrid>
          {data.money && <MoneyCard money={data.money} />}
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            <FigureTile
              label="User accounts"
              value={formatCount(data.accounts.users)}
              to="/admin/user-settings"
              note={`${formatCount(data.accounts.staff)} staff · ${formatCount(data.accounts.applicantsWithoutProfile)} without a profile`}
            />
            <FigureTile
              label="Members and applicants with a profile"
              value={formatCount(data.accounts.profiles)}
              to="/admin/member-register"
            />
            <FigureTile
              label="Messages waiting to send"
              value={formatCount(data.messages.pending)}
              to="/admin/messages"
            />
            <FigureTile
              label="Messages that failed"
              value={formatCount(data.messages.failed)}
              to="/admin/messages?status=failed"
              tone={data.messages.failed > 0 ? 'warning' : undefined}
            />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
