import { Button, Card, EmptyState, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileInvoice, IconReceipt2 } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { LedgerEntry } from '../../../contract/money';
import { LoadFailed, LoadingRows } from '../../components/ListStates';
import { formatKes } from '../../lib/format';
import { PayNowButton } from '../payments/PayNowButton';
import { BalanceSummary } from './BalanceSummary';
import { documentRoute, formatDay, isUnpaidInvoice, useLedger } from './billing-queries';

/** The page a failed checkout returns to (spec 3 §4). */
const BILLING_PATH = '/billing';

const columns: { header: string; cell: (entry: LedgerEntry) => string }[] = [
  { header: 'Document No', cell: (entry) => entry.documentNo },
  { header: 'Document Type', cell: (entry) => entry.documentType },
  { header: 'Description', cell: (entry) => entry.description },
  { header: 'Amount', cell: (entry) => formatKes(entry.amountLCY) },
  { header: 'Due Date', cell: (entry) => formatDay(entry.dueDate) },
  { header: 'Posting Date', cell: (entry) => formatDay(entry.postingDate) },
];

/** View {documentType} when the entry has an external document, and Pay Now while an invoice is owed. */
function EntryActions({ entry }: { entry: LedgerEntry }) {
  const route = documentRoute(entry);
  return (
    <Group gap="xs" wrap="wrap" align="flex-start">
      {route && (
        <Button
          component={Link}
          to={route}
          variant="light"
          size="xs"
          leftSection={
            entry.documentType === 'Invoice' ? <IconFileInvoice size={16} /> : <IconReceipt2 size={16} />
          }
          aria-label={`View ${entry.documentType} ${entry.documentNo}`}
        >
          View {entry.documentType}
        </Button>
      )}
      {isUnpaidInvoice(entry) && <PayNowButton invoiceNo={entry.documentNo} from={BILLING_PATH} size="xs" />}
    </Group>
  );
}

/** The statement (spec 3 §2.6 'My Statement'): a table, stacked cards at phone width. */
function Statement() {
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const ledger = useLedger();
  const headingId = useId();
  const entries = ledger.data ?? [];
  return (
    <Card
      withBorder
      radius="md"
      padding={narrow ? 'sm' : 'lg'}
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          My Statement
        </Title>
        {ledger.isPending && <LoadingRows label="Loading statement" rows={3} />}
        {ledger.isError && (
          <LoadFailed message={ledger.error.message} onRetry={() => void ledger.refetch()} />
        )}
        {ledger.isSuccess && entries.length === 0 && (
          <EmptyState
            size="sm"
            icon={<IconFileInvoice size={28} />}
            withIndicatorBackground
            title="No invoices or receipts yet."
            py="md"
          />
        )}
        {ledger.isSuccess && entries.length > 0 && narrow && (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="My Statement">
            {entries.map((entry) => (
              <Paper key={entry.documentNo} component="li" withBorder radius="sm" p="sm">
                <Group justify="space-between" align="baseline" wrap="nowrap" gap="xs">
                  <Text fw={600}>{entry.documentNo}</Text>
                  <Text fw={600}>{formatKes(entry.amountLCY)}</Text>
                </Group>
                <Stack gap={2} mt={4}>
                  {columns.slice(1).map((column) =>
                    column.header === 'Amount' ? null : (
                      <Text key={column.header} size="sm" style={{ overflowWrap: 'anywhere' }}>
                        <Text span c="dimmed" size="sm">
                          {column.header}:{' '}
                        </Text>
                        {column.cell(entry)}
                      </Text>
                    ),
                  )}
                </Stack>
                <Group mt="xs">
                  <EntryActions entry={entry} />
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        {ledger.isSuccess && entries.length > 0 && !narrow && (
          <Table.ScrollContainer minWidth={800}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-labelledby={headingId}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column.header} ta={column.header === 'Amount' ? 'right' : undefined}>
                      {column.header}
                    </Table.Th>
                  ))}
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((entry) => (
                  <Table.Tr key={entry.documentNo}>
                    {columns.map((column) => (
                      <Table.Td
                        key={column.header}
                        ta={column.header === 'Amount' ? 'right' : undefined}
                        style={column.header === 'Amount' ? { whiteSpace: 'nowrap' } : undefined}
                      >
                        {column.cell(entry)}
                      </Table.Td>
                    ))}
                    <Table.Td>
                      <EntryActions entry={entry} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}

/** /billing (spec 3 §2.6): 'My Transactions', the balance and the statement. */
export default function BillingPage() {
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        My Transactions
      </Title>
      <BalanceSummary title="Balance" />
      <Statement />
    </Stack>
  );
}
