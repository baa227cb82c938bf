import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { dashboardCertificateMessages } from '../../../contract/dashboard-messages';
import { useBack } from '../../components/use-back';
import { formatKes } from '../../lib/format';
import { DueState, describeArrears, useBalance, useLedger } from '../billing/public';
import { PayNowButton } from '../payments/public';

/**
 * Why the certificate of good standing is refused, when that is the cause (not the spec's generic
 * 'Oops'): what is overdue, each overdue invoice with Pay Now, and the server's own reason when
 * nothing is overdue (the register does not show the member as Active).
 */
export function NotInGoodStandingPanel({
  title,
  reason,
  from,
}: {
  title: string;
  /** The server's refusal text. */
  reason: string;
  /** This page, where a failed payment returns. */
  from: string;
}) {
  const back = useBack('/dashboard');
  const balance = useBalance();
  const ledger = useLedger();
  const overdue = balance.data ? describeArrears(balance.data).overdue : 0;
  const overdueInvoices = (ledger.data ?? []).filter((entry) => entry.dueState?.kind === 'overdue');
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Alert
        color="warning"
        icon={<IconAlertTriangle />}
        role="alert"
        title={dashboardCertificateMessages.notInGoodStanding}
      >
        {overdue > 0 ? dashboardCertificateMessages.overdueToPay(formatKes(overdue)) : reason}
      </Alert>
      {overdueInvoices.length > 0 && (
        <Card withBorder radius="md" padding="md" component="section" aria-label="Overdue invoices">
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {overdueInvoices.map((entry) => (
              <li key={entry.documentNo}>
                <Group justify="space-between" align="flex-start" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {entry.description}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {entry.documentNo} · {formatKes(entry.remainingAmtLCY)} ·{' '}
                      <DueState state={entry.dueState} />
                    </Text>
                  </div>
                  <PayNowButton invoiceNo={entry.documentNo} from={from} size="sm" />
                </Group>
              </li>
            ))}
          </Stack>
        </Card>
      )}
      <Group gap="sm">
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={back}>
          Back
        </Button>
        <Anchor component={Link} to="/billing">
          View statement
        </Anchor>
      </Group>
    </Stack>
  );
}
