import { Button, Card, EmptyState, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconReceipt2 } from '@tabler/icons-react';
import { useEffect, useId } from 'react';
import type { PaymentHistoryEntry } from '../../../contract/money';
import { formatKes } from '../../lib/format';
import { useCurrentUser } from '../../lib/session';
import { formatDay, usePaymentHistory } from './billing-queries';
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

/**
 * /payment-history (spec 3 §2.9): the member's payments, newest subscription year first as the
 * server orders them, and the CSV export. Failures are a warning toast (spec 3 §8).
 */
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
        {history.isPending && (
          <Stack gap="xs" role="status" aria-label="Loading payment history">
            <Skeleton h={36} />
            <Skeleton h={36} />
            <Skeleton h={36} />
          </Stack>
        )}
        {!history.isPending && entries.length === 0 && (
          <EmptyState
            size="sm"
            icon={<IconReceipt2 size={28} />}
            withIndicatorBackground
            title={history.isError ? 'Payment history could not be loaded.' : 'No payments yet.'}
            py="md"
          />
        )}
        {entries.length > 0 && narrow && (
          <Stack
            gap="xs"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-labelledby={headingId}
          >
            {entries.map((entry) => (
              <Paper key={entry.paymentCode} component="li" withBorder radius="sm" p="sm">
                {paymentHistoryColumns.map((header, index) => (
                  <Text key={header} size="sm" style={{ overflowWrap: 'break-word' }}>
                    <Text span c="dimmed" size="sm">
                      {header}:{' '}
                    </Text>
                    {cellsOf(entry)[index]}
                  </Text>
                ))}
              </Paper>
            ))}
          </Stack>
        )}
        {entries.length > 0 && !narrow && (
          <Table.ScrollContainer minWidth={900}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-labelledby={headingId}>
              <Table.Thead>
                <Table.Tr>
                  {paymentHistoryColumns.map((header) => (
                    <Table.Th key={header} ta={header === 'amount' ? 'right' : undefined}>
                      {header}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((entry) => (
                  <Table.Tr key={entry.paymentCode}>
                    {cellsOf(entry).map((cell, index) => (
                      <Table.Td
                        key={paymentHistoryColumns[index]}
                        ta={paymentHistoryColumns[index] === 'amount' ? 'right' : undefined}
                        style={index === 1 || index === 4 ? { whiteSpace: 'nowrap' } : undefined}
                      >
                        {cell}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </Stack>
  );
}
