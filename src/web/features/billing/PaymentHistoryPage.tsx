import { Anchor, Button, Card, EmptyState, Group, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconReceipt2 } from '@tabler/icons-react';
import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import type { PaymentHistoryEntry } from '../../../contract/money';
import { encodeRouteText } from '../../../contract/route-values';
import { LoadingRows } from '../../components/ListStates';
import { type ListColumn, ResponsiveList } from '../../components/ResponsiveList';
import { formatDay, formatKes } from '../../lib/format';
import { useCurrentUser } from '../../lib/session';
import { usePaymentHistory } from './billing-queries';
import { paymentHistoryColumns, paymentHistoryCsv, paymentHistoryFileName } from './payment-history-csv';

/** Hands the browser a file made here, as a download. */
function download(fileName: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** One payment's values, in the order of paymentHistoryColumns. */
const cellsOf = (entry: PaymentHistoryEntry): string[] => [
  entry.paymentCode,
  formatDay(entry.paymentDate),
  entry.paymentFrom,
  entry.paymentTo,
  formatKes(entry.amount),
  entry.paymentID,
  entry.paymentType,
  entry.yearOfSubscription === null ? '—' : String(entry.yearOfSubscription),
];

/** A reversed payment stays listed, its number followed by the credit note that cancelled it (decision 0030). */
function PaymentCode({ entry }: { entry: PaymentHistoryEntry }) {
  if (!entry.reversedBy) return entry.paymentCode;
  return (
    <>
      {entry.paymentCode}
      <Anchor
        component={Link}
        to={`/billing/document/credit-note/${encodeRouteText(entry.reversedBy)}`}
        size="xs"
        display="block"
      >
        Reversed: {entry.reversedBy}
      </Anchor>
    </>
  );
}

/** What each payment paid, in words, beside the spec's columns (decision 0033). */
export const PAID_FOR_HEADER = 'Paid For';

/**
 * The export's column names, shown as they are, with what the payment paid after its date; money
 * right-aligned, dates and amounts unbroken.
 */
const specColumns: ListColumn<PaymentHistoryEntry>[] = paymentHistoryColumns.map((header, index) => ({
  header,
  numeric: header === 'amount',
  nowrap: index === 1,
  inCardHeader: index === 0 || header === 'amount',
  cell: (entry: PaymentHistoryEntry) => (index === 0 ? <PaymentCode entry={entry} /> : cellsOf(entry)[index]),
}));
const columns: ListColumn<PaymentHistoryEntry>[] = [
  ...specColumns.slice(0, 2),
  { header: PAID_FOR_HEADER, cell: (entry) => entry.paidFor },
  ...specColumns.slice(2),
];

/**
 * /payment-history (spec 3 §2.9): the member's payments, newest payment first as the server orders
 * them (decision 0033), each saying what it paid, and the CSV export. Failures are a warning toast
 * (spec 3 §8).
 */
export default function PaymentHistoryPage() {
  const history = usePaymentHistory();
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const { data: user } = useCurrentUser();
  const headingId = useId();
  const entries = history.data?.entries ?? [];

  useEffect(() => {
    if (history.error) {
      notifications.show({ id: 'payment-history-error', color: 'warning', message: history.error.message });
    }
  }, [history.error]);

  const exportCsv = () => {
    if (!history.data) return;
    download(
      paymentHistoryFileName(history.data.no, user?.profile_id ?? null),
      paymentHistoryCsv(history.data),
      'text/csv;charset=utf-8',
    );
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2" id={headingId}>
          Payment History
        </Title>
        <Button leftSection={<IconDownload size={16} />} onClick={exportCsv} disabled={entries.length === 0}>
          Export to Excel CSV
        </Button>
      </Group>
      <Card withBorder radius="md" padding="lg">
        {history.isPending && <LoadingRows label="Loading payment history" rows={3} />}
        {!history.isPending && entries.length === 0 && (
          <EmptyState
            size="sm"
            icon={<IconReceipt2 size={28} />}
            withIndicatorBackground
            title={history.isError ? 'Payment history could not be loaded.' : 'No payments yet.'}
            py="md"
          />
        )}
        {entries.length > 0 && (
          <ResponsiveList
            rows={entries}
            rowKey={(entry) => entry.paymentCode}
            columns={columns}
            narrow={narrow}
            label="Payment History"
            labelledBy={headingId}
          />
        )}
      </Card>
    </Stack>
  );
}
