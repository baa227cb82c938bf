import { Alert, Anchor, Badge, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { LoadingBlock } from '../../components/ListStates';
import { formatDay, formatKes } from '../../lib/format';
import { documentRoute, isUnpaidInvoice, useLedger } from '../billing/public';

/** The dashboard's Pending Payments (spec 1 /dashboard): unpaid invoices, each with a Preview. */
export function PendingPaymentsCard() {
  const ledger = useLedger();
  const headingId = useId();
  const unpaid = (ledger.data ?? []).filter(isUnpaidInvoice);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id={headingId}>
          Pending Payments
        </Title>
        {unpaid.length > 0 && (
          <Badge color="warning" variant="light">
            {unpaid.length}
          </Badge>
        )}
      </Group>
      {ledger.isPending && <LoadingBlock label="Loading pending payments" h={48} />}
      {ledger.isError && (
        <Alert color="error" role="alert" icon={<IconAlertCircle />}>
          {ledger.error.message}
        </Alert>
      )}
      {ledger.isSuccess && unpaid.length === 0 && (
        <Group gap="xs" c="dimmed">
          <IconCircleCheck size={18} />
          <Text size="sm">No pending payments.</Text>
        </Group>
      )}
      {unpaid.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={headingId}>
          {unpaid.map((invoice) => (
            <Paper key={invoice.documentNo} component="li" withBorder radius="sm" p="sm">
              <Group justify="space-between" align="center" gap="sm">
                <div style={{ minWidth: 0, flex: '1 1 200px' }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {invoice.description}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {invoice.documentNo} · Due {formatDay(invoice.dueDate)}
                  </Text>
                </div>
                <Group gap="md" wrap="nowrap">
                  <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                    {formatKes(invoice.remainingAmtLCY)}
                  </Text>
                  <Anchor
                    component={Link}
                    to={documentRoute(invoice) ?? '/billing'}
                    aria-label={`Preview ${invoice.documentNo}`}
                  >
                    Preview
                  </Anchor>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Card>
  );
}
