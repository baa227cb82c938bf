import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { todayIso } from '../../../../contract/profile-sections/fields';
import type { OverviewMoney } from '../../../../contract/staff-overview';
import { formatCount, formatKes } from '../../../lib/format';
import { FigureTile } from './FigureTile';
import { IncomeBars } from './IncomeBars';
import { paymentsFrom } from './overview-links';

const REPORTS = '/admin/reports';

/** Income (linked to the payments behind it), arrears and renewals due, for the staff who may read the reports. */
export function MoneyCard({ money }: { money: OverviewMoney }) {
  // The portal's calendar day, as the server counts the month and the year.
  const today = todayIso();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          Money
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
          <FigureTile
            label="Income this month"
            value={formatKes(money.incomeThisMonth)}
            to={paymentsFrom(`${today.slice(0, 7)}-01`)}
          />
          <FigureTile
            label="Income this year"
            value={formatKes(money.incomeThisYear)}
            to={paymentsFrom(`${today.slice(0, 4)}-01-01`)}
          />
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
