import { Alert, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { type BillingRun, subscriptionMessages } from '../../../../contract/subscriptions';
import { LoadFailed } from '../../../components/ListStates';
import { formatCount } from '../../../lib/format';
import { LeftOutList } from './LeftOutList';
import { durationOf, percentDone, useBillingRun } from './run-queries';

export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600} size="lg">
        {value}
      </Text>
    </div>
  );
}

function RunSummary({ run }: { run: BillingRun }) {
  return (
    <Stack gap="sm">
      <Alert color="success" icon={<IconCircleCheck />} role="status">
        {subscriptionMessages.runFinished(run.billed, run.alreadyBilled)}
      </Alert>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        <Figure label="Billed" value={formatCount(run.billed)} />
        <Figure label="Already billed" value={formatCount(run.alreadyBilled)} />
        <Figure label="Members" value={formatCount(run.total)} />
        <Figure label="Time taken" value={durationOf(run) ?? '—'} />
      </SimpleGrid>
      <Title order={3} size="h5">
        Left out
      </Title>
      <LeftOutList groups={run.leftOut} />
    </Stack>
  );
}

/** The run just started (or still running): a progress bar polled every second, then its summary. */
export function RunProgress({ id }: { id: number }) {
  const query = useBillingRun(id);
  const run = query.data;
  if (query.isError) return <LoadFailed message={query.error.message} onRetry={() => void query.refetch()} />;
  if (!run) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={`Billing of ${run.period}`}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            Billing of {run.period}
          </Title>
          <Text size="sm" c="dimmed">
            Started by {run.startedBy}
          </Text>
        </Group>
        {run.status === 'Running' && (
          <Stack gap={4}>
            <Progress
              value={percentDone(run)}
              animated
              size="lg"
              aria-label={`Billing progress of ${run.period}`}
            />
            <Text size="sm" aria-live="polite">
              {formatCount(run.processed)} of {formatCount(run.total)} members processed
            </Text>
          </Stack>
        )}
        {run.status === 'Finished' && <RunSummary run={run} />}
        {run.status === 'Failed' && (
          <Alert color="error" icon={<IconAlertCircle />} role="alert">
            {subscriptionMessages.runFailed}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
