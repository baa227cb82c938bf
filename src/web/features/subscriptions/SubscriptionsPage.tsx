import { Anchor, Card, EmptyState, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarDollar } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { type Subscription, subscriptionMessages } from '../../../contract/subscriptions';
import { LoadFailed, LoadingRows } from '../../components/ListStates';
import { formatKes } from '../../lib/format';
import { SubscriptionRowActions } from './SubscriptionRowActions';
import { SubscriptionStatus } from './SubscriptionStatus';
import { cardRoute, datePaidOf, useSubscriptions } from './subscription-queries';

/** The spec's columns (spec 3 §2.4); money and dates right-aligned or unbroken where they read badly split. */
const columns: {
  header: string;
  numeric?: boolean;
  nowrap?: boolean;
  cell: (sub: Subscription) => React.ReactNode;
}[] = [
  {
    header: 'Period',
    nowrap: true,
    cell: (sub) => (
      <Anchor component={Link} to={cardRoute(sub)} aria-label={`Subscription card ${sub.subsPeriod}`}>
        {sub.subsPeriod}
      </Anchor>
    ),
  },
  { header: 'Category', cell: (sub) => sub.categoryName },
  { header: 'Status', nowrap: true, cell: (sub) => <SubscriptionStatus sub={sub} /> },
  { header: 'Amount', numeric: true, cell: (sub) => formatKes(sub.billedAmount) },
  { header: 'Amount Paid', numeric: true, cell: (sub) => formatKes(sub.paidAmount) },
  { header: 'Date Paid', nowrap: true, cell: (sub) => datePaidOf(sub) || '—' },
];

function SubscriptionCards({ subs }: { subs: Subscription[] }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="My Subscriptions">
      {subs.map((sub) => (
        <Paper key={sub.documentNo} component="li" withBorder radius="sm" p="sm">
          <Group justify="space-between" align="center" wrap="nowrap" gap="xs">
            <Text fw={600}>{columns[0]?.cell(sub)}</Text>
            <SubscriptionStatus sub={sub} />
          </Group>
          <Stack gap={2} mt={4}>
            {columns
              .filter((column) => column.header !== 'Period' && column.header !== 'Status')
              .map((column) => (
                <Text key={column.header} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  <Text span c="dimmed" size="sm">
                    {column.header}:{' '}
                  </Text>
                  {column.cell(sub)}
                </Text>
              ))}
          </Stack>
          <Group mt="xs">
            <SubscriptionRowActions sub={sub} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

function SubscriptionTable({ subs, labelledBy }: { subs: Subscription[]; labelledBy: string }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} ta={column.numeric ? 'right' : undefined}>
                {column.header}
              </Table.Th>
            ))}
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {subs.map((sub) => (
            <Table.Tr key={sub.documentNo}>
              {columns.map((column) => (
                <Table.Td
                  key={column.header}
                  ta={column.numeric ? 'right' : undefined}
                  style={column.numeric || column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                >
                  {column.cell(sub)}
                </Table.Td>
              ))}
              <Table.Td>
                <SubscriptionRowActions sub={sub} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** /subscription (spec 3 §2.4): the member's annual subscriptions and what each allows. */
export default function SubscriptionsPage() {
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const subscriptions = useSubscriptions();
  const headingId = useId();
  const subs = subscriptions.data ?? [];
  return (
    <Stack gap="lg">
      <Title order={1} size="h2" id={headingId}>
        My Subscriptions
      </Title>
      <Card withBorder radius="md" padding={narrow ? 'sm' : 'lg'}>
        {subscriptions.isPending && <LoadingRows label="Loading subscriptions" rows={3} />}
        {subscriptions.isError && (
          <LoadFailed message={subscriptions.error.message} onRetry={() => void subscriptions.refetch()} />
        )}
        {subscriptions.isSuccess && subs.length === 0 && (
          <EmptyState
            size="sm"
            icon={<IconCalendarDollar size={28} />}
            withIndicatorBackground
            title={subscriptionMessages.noSubscriptions}
            py="md"
          />
        )}
        {subs.length > 0 &&
          (narrow ? (
            <SubscriptionCards subs={subs} />
          ) : (
            <SubscriptionTable subs={subs} labelledBy={headingId} />
          ))}
      </Card>
    </Stack>
  );
}
