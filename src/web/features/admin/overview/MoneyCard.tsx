import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { OverviewMoney } from '../../../../contract/staff-overview';
import { formatCount, formatKes } from '../../../lib/format';
import { FigureTile } from './FigureTile';
import { IncomeBars } from './IncomeBars';

const REPORTS = '/admin/reports';

/** Income, arrears and renewals due, for the staff who may read the reports. */
export function MoneyCard({ money }: { money: OverviewMoney }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          Money
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
          <FigureTile label="Income this month" value={formatKes(money.incomeThisMonth)} to={REPORTS} />
          <FigureTile label="Income this year" value={formatKes(money.incomeThisYear)} to={REPORTS} />
          <FigureTile
            label="Overdue"
            value={formatKes(money.overdue)}
            to={REPORTS}
            tone={money.overdue > 0 ? 'warning' : undefined}
            note={`${formatCount(money.membersInArrears)} ${money.membersInArrears === 1 ? 'member' : 'members'} in arrears`}
          />
          <FigureTile
            label="Renewals due"
            value={formatCount(money.renewalsDue)}
            to="/admin/subscription-runs"
            note={`${formatKes(money.renewalsDueAmount)} open, not yet due`}
          />
        </SimpleGrid>
        <div>
          <Text size="sm" fw={500} mb={4}>
            Income, last twelve months
          </Text>
          <IncomeBars months={money.incomeByMonth} />
        </div>
      </Stack>
    </Card>
  );
}
