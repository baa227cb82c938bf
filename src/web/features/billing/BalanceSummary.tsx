import { Alert, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { LoadingBlock } from '../../components/ListStates';
import { formatKes } from '../../lib/format';
import { describeBalance, useBalance } from './billing-queries';

/**
 * The balance from GET billing/balance (spec 1 dashboard "Arrears", spec 3 §2.6): what is owed,
 * 'No arrears' at zero, or the member's credit when payments exceed what was billed.
 */
export function BalanceSummary({ title = 'Arrears' }: { title?: string }) {
  const balance = useBalance();
  const described = balance.data ? describeBalance(balance.data.BalanceLCY) : null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Stack gap={4}>
        <Title order={2} size="h5" c="dimmed" tt="uppercase">
          {title}
        </Title>
        {balance.isPending && <LoadingBlock label={`Loading ${title.toLowerCase()} h={32} w={160} `} />}
        {balance.isError && (
          <Alert color="error" role="alert" icon={<IconAlertCircle />} p="xs">
            {balance.error.message}
          </Alert>
        )}
        {described?.kind === 'owed' && (
          <Group gap="xs" align="baseline">
            <Text fz={28} fw={700} c="error">
              {formatKes(described.amount)}
            </Text>
            <Text size="sm" c="dimmed">
              owed
            </Text>
          </Group>
        )}
        {described?.kind === 'clear' && (
          <Text fz={28} fw={700} c="success">
            No arrears
          </Text>
        )}
        {described?.kind === 'credit' && (
          <>
            <Text fz={28} fw={700} c="success">
              No arrears
            </Text>
            <Text size="sm">Credit: {formatKes(described.amount)}</Text>
          </>
        )}
      </Stack>
    </Card>
  );
}
