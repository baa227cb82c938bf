import { Alert, Button, Card, Group, Modal, Select, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { currentYear } from '../../../../contract/portal-time';
import { BILLING_PERIOD_MAX, BILLING_PERIOD_MIN } from '../../../../contract/subscriptions';
import { formatCount } from '../../../lib/format';
import { BillingPreviewCard } from './BillingPreviewCard';
import { RunHistory } from './RunHistory';
import { RunProgress } from './RunProgress';
import { useBillingPreview, useBillingRuns, useStartBillingRun } from './run-queries';

/** The question staff answer before the members a period bills get their invoices. */
export const confirmQuestion = (period: number, members: number | undefined) =>
  members === undefined
    ? `Bill every Active member on the register for ${period}?`
    : `Bill ${formatCount(members)} ${members === 1 ? 'member' : 'members'} for ${period}?`;

/** Periods offered: a few years back for a missed run, and next year for billing ahead. */
export function periodChoices(thisYear: number): string[] {
  const first = Math.max(BILLING_PERIOD_MIN, thisYear - 5);
  const last = Math.min(BILLING_PERIOD_MAX, thisYear + 1);
  return Array.from({ length: last - first + 1 }, (_, index) => String(last - index));
}

/**
 * /admin/subscription-runs (spec 3 subscriptions, issue 7): an admin bills a period to every active
 * member, watches the run progress and reads its summary; past runs are listed below. A run still
 * going when the page opens is followed as if just started.
 */
export default function SubscriptionRunsPage() {
  const thisYear = currentYear();
  const [period, setPeriod] = useState(String(thisYear));
  const [confirming, setConfirming] = useState(false);
  const [startedId, setStartedId] = useState<number | null>(null);
  const runs = useBillingRuns();
  const preview = useBillingPreview(Number(period));
  const start = useStartBillingRun((run) => setStartedId(run.id));
  const followedId = startedId ?? runs.data?.find((run) => run.status === 'Running')?.id ?? null;

  const confirm = () => {
    setConfirming(false);
    start.mutate(Number(period));
  };

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Subscription Billing
      </Title>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Raises one subscription invoice per Active member on the register, with or without a portal
            account, at their category's subscription charge, and e-mails it to them. Running a period again
            bills nobody twice.
          </Text>
          <Group align="flex-end" gap="sm">
            <Select
              label="Period"
              data={periodChoices(thisYear)}
              value={period}
              onChange={(value) => value && setPeriod(value)}
              allowDeselect={false}
              w={140}
            />
            <Button
              leftSection={<IconPlayerPlay size={16} />}
              onClick={() => setConfirming(true)}
              loading={start.isPending}
            >
              Bill period
            </Button>
          </Group>
          <BillingPreviewCard preview={preview.data} loading={preview.isPending} error={preview.error} />
          {start.isError && (
            <Alert color="error" icon={<IconAlertCircle />} role="alert">
              {start.error.message}
            </Alert>
          )}
        </Stack>
      </Card>
      {followedId !== null && <RunProgress id={followedId} />}
      <RunHistory />
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Bill a period" size={380}>
        <Stack gap="md">
          <Text>{confirmQuestion(Number(period), preview.data?.toBill)}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button onClick={confirm}>Bill</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
