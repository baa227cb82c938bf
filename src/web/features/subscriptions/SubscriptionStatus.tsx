import { Stack, Text } from '@mantine/core';
import { type Subscription, subscriptionStatusTexts } from '../../../contract/subscriptions';
import { DueState } from '../billing/public';

/**
 * A subscription's status as the statement says it (decision 0039): "Overdue by N days" in red once
 * an unpaid or part-paid period is past its due date, "Due in N days" before it, "Paid" once settled;
 * a part payment is said underneath. Kept whole when a table squeezes it.
 */
export function SubscriptionStatus({ sub }: { sub: Pick<Subscription, 'status' | 'dueState'> }) {
  return (
    <Stack gap={0} w="max-content">
      <DueState state={sub.dueState} />
      {sub.status === 'Partly Paid' && sub.dueState.kind !== 'paid' && (
        <Text span size="xs" c="dimmed">
          {subscriptionStatusTexts.partlyPaid}
        </Text>
      )}
    </Stack>
  );
}
