import { Badge, Box } from '@mantine/core';
import type { SubscriptionStatus } from '../../../contract/subscriptions';

const colours: Record<SubscriptionStatus, string> = {
  Billed: 'warning',
  'Partly Paid': 'info',
  Paid: 'success',
};

/** A subscription's status as a coloured chip; the wrapper keeps it whole when a table squeezes it. */
export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  return (
    <Box w="max-content">
      <Badge color={colours[status]} variant="light">
        {status}
      </Badge>
    </Box>
  );
}
