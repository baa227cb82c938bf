import { Button, Card, EmptyState, Group, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileInvoice, IconReceipt2 } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { LedgerEntry } from '../../../contract/money';
import { LoadFailed, LoadingRows } from '../../components/ListStates';
import { type ListColumn, ResponsiveList } from '../../components/ResponsiveList';
import { formatDay, formatKes } from '../../lib/format';
import { PayNowButton } from '../payments/public';
import { BalanceSummary } from './BalanceSummary';
import { documentRoute, isUnpaidInvoice, useLedger } from './billing-queries';
import { DueState } from './DueState';

/** The page a failed checkout returns to (spec 3 §4). */
const BILLING_PATH = '/billing';

/**
 * The spec's columns (a due date only where there is one to meet: invoices), with each invoice's
 * state and the running balance after each line added (decision 0033).
 */
const columns: ListColumn<LedgerEntry>[] = [
  { header: 'Document No', inCardHeader: true, cell: (entry) => entry.documentNo },
  { header: 'Document Type', cell: (entry) => entry.documentType },
  { header: 'Description', cell: (entry) => entry.description },
  { header: 'Amount', numeric: true, inCardHeader: true, cell: (entry) => formatKes(entry.amountLCY) },
  {
    header: 'Due Date',
    nowrap: true,
    cell: (entry) => (entry.documentType === 'Invoice' ? formatDay(entry.dueDate) : '—'),
  },
  { header: 'Status', cell: (entry) => (entry.dueState ? <DueState state={entry.dueState} /> : '—') },
  { header: 'Posting Date', nowrap: true, cell: (entry) => formatDay(entry.postingDate) },
  { header: 'Balance', numeric: true, cell: (entry) => formatKes(entry.runningBalanceLCY) },
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
        {ledger.isSuccess && entries.length > 0 && (
          <ResponsiveList
            rows={entries}
            rowKey={(entry) => entry.documentNo}
            columns={columns}
            narrow={narrow}
            label="My Statement"
            labelledBy={headingId}
            actions={(entry) => <EntryActions entry={entry} />}
            minWidth={960}
          />
        )}
      </Stack>
    </Card>
  );
}

/** /billing (spec 3 §2.6): 'My Transactions', the balance and the statement, oldest line first. */
export default function BillingPage() {
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        My Transactions
      </Title>
      <BalanceSummary title="Balance" statementLink={false} />
      <Statement />
    </Stack>
  );
}
