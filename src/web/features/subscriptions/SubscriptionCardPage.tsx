import { Alert, Button, Card, EmptyState, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCalendarDollar, IconFileTypePdf } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { decodeRouteText } from '../../../contract/route-values';
import { type Subscription, subscriptionMessages } from '../../../contract/subscriptions';
import { LoadFailed, LoadingRows } from '../../components/ListStates';
import { formatKes } from '../../lib/format';
import { SubscriptionRowActions } from './SubscriptionRowActions';
import { SubscriptionStatus } from './SubscriptionStatus';
import { datePaidOf, documentRoute, useSubscriptions } from './subscription-queries';

function Field({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

function SubscriptionSummary({ sub }: { sub: Subscription }) {
  const balance = Math.max(0, sub.billedAmount - sub.paidAmount);
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-label={`Subscription ${sub.subsPeriod}`}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3">
            {sub.subsPeriod} subscription
          </Title>
          <SubscriptionStatus sub={sub} />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          <Field label="Category" value={sub.categoryName} />
          <Field label="Member No" value={sub.memberNo ?? '—'} />
          <Field label="Invoice No" value={sub.documentNo} />
          <Field label="Receipt No" value={sub.recieptNo ?? '—'} />
          <Field label="Amount" value={formatKes(sub.billedAmount)} />
          <Field label="Amount Paid" value={formatKes(sub.paidAmount)} />
          <Field label="Balance" value={formatKes(balance)} />
          <Field label="Date Paid" value={datePaidOf(sub) || '—'} />
        </SimpleGrid>
        <Group gap="xs" wrap="wrap" align="flex-start">
          <Button
            component={Link}
            to={documentRoute(sub)}
            variant="default"
            size="xs"
            leftSection={<IconFileTypePdf size={16} />}
          >
            View invoice PDF
          </Button>
          <SubscriptionRowActions sub={sub} />
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * /subscription/card/:code? (spec 3 §2.4 'Subscription Card'): one subscription at a glance, the
 * one whose invoice the base64 code names, or the latest when there is no code.
 */
export default function SubscriptionCardPage() {
  const { code } = useParams();
  const subscriptions = useSubscriptions();
  const documentNo = code ? decodeRouteText(code) : null;
  const subs = subscriptions.data ?? [];
  const sub = code ? subs.find((candidate) => candidate.documentNo === documentNo) : subs[0];

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Subscription Card
      </Title>
      {subscriptions.isPending && <LoadingRows label="Loading subscription" rows={3} />}
      {subscriptions.isError && (
        <LoadFailed message={subscriptions.error.message} onRetry={() => void subscriptions.refetch()} />
      )}
      {subscriptions.isSuccess && !code && subs.length === 0 && (
        <EmptyState
          size="sm"
          icon={<IconCalendarDollar size={28} />}
          withIndicatorBackground
          title={subscriptionMessages.noSubscriptions}
          py="md"
        />
      )}
      {subscriptions.isSuccess && code && !sub && (
        <Alert color="error" icon={<IconAlertCircle />} role="alert">
          {subscriptionMessages.subscriptionNotFound}
        </Alert>
      )}
      {sub && <SubscriptionSummary sub={sub} />}
      <Group>
        <Button component={Link} to="/subscription" variant="subtle">
          All subscriptions
        </Button>
      </Group>
    </Stack>
  );
}
