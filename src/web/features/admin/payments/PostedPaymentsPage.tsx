import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useState } from 'react';
import {
  type PostedPayment,
  type PostedPaymentSort,
  postedPaymentMessages,
  postedPaymentsSort,
} from '../../../../contract/posted-payments';
import { LoadFailed, LoadingRows } from '../../../components/ListStates';
import { ExportCsvButton } from '../../../components/list-kit/ExportButtons';
import { ListPager } from '../../../components/list-kit/ListPager';
import { SortSelect } from '../../../components/list-kit/SortSelect';
import { type ListColumn, ResponsiveList } from '../../../components/ResponsiveList';
import { formatDay, formatKes } from '../../../lib/format';
import { useListParams } from '../../../lib/list-kit/use-list-params';
import { BillingPdfButton } from '../../billing-documents/public';
import { PostedPaymentsFilters, paymentFilterKeys } from './PostedPaymentsFilters';
import { downloadPostedPaymentsCsv, usePostedPayments } from './posted-payments-api';
import { ReverseReceiptDialog } from './ReverseReceiptDialog';

const sortLabels: Record<PostedPaymentSort, string> = {
  paidOn: 'Paid on',
  amount: 'Amount',
  receiptNo: 'Receipt',
  member: 'Member',
};
const columns: ListColumn<PostedPayment>[] = [
  {
    header: sortLabels.receiptNo,
    nowrap: true,
    inCardHeader: true,
    sortKey: 'receiptNo',
    cell: (row) => row.receiptNo,
  },
  { header: sortLabels.paidOn, nowrap: true, sortKey: 'paidOn', cell: (row) => formatDay(row.paidOn) },
  {
    header: sortLabels.member,
    sortKey: 'member',
    cell: (row) => (
      <>
        {row.memberName}
        {row.memberNo && (
          <Text size="xs" c="dimmed" component="span" display="block">
            {row.memberNo}
          </Text>
        )}
      </>
    ),
  },
  {
    header: 'Invoice',
    nowrap: true,
    cell: (row) => row.invoices.map((invoice) => invoice.invoiceNo).join(', ') || '—',
  },
  { header: 'Method', cell: (row) => row.method },
  {
    header: 'Reference',
    cell: (row) => <span style={{ overflowWrap: 'anywhere' }}>{row.providerRef}</span>,
  },
  {
    header: sortLabels.amount,
    numeric: true,
    sortKey: 'amount',
    cell: (row) => formatKes(row.amountLCY),
  },
  {
    header: 'Status',
    nowrap: true,
    cell: (row) =>
      row.creditNoteNo ? (
        <Group gap={6} wrap="nowrap">
          <Badge color="red" variant="light">
            Reversed
          </Badge>
          <BillingPdfButton type="credit-note" number={row.creditNoteNo} />
        </Group>
      ) : (
        <Badge color="success" variant="light">
          Posted
        </Badge>
      ),
  },
];

/** Admins: every posted payment, online and by hand; the filter, order and page live in the address. */
export default function PostedPaymentsPage() {
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const params = useListParams(paymentFilterKeys, postedPaymentsSort);
  const [reversing, setReversing] = useState<PostedPayment | null>(null);
  const query = usePostedPayments(params.query);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2" id="posted-payments-title">
          Posted Payments
        </Title>
        <ExportCsvButton
          onExport={() => downloadPostedPaymentsCsv(params.csvQuery)}
          disabled={!query.data || query.data.total === 0}
        />
      </Group>
      <Card withBorder radius="md" padding="md">
        <PostedPaymentsFilters applied={params.filters} onApply={(filters) => params.setFilters(filters)} />
      </Card>
      {narrow && (
        <SortSelect labels={sortLabels} sort={params.sort} dir={params.dir} setSort={params.setSort} />
      )}
      {query.isPending && <LoadingRows label="Loading posted payments" rows={5} />}
      {query.error && <LoadFailed message={query.error.message} onRetry={() => query.refetch()} />}
      {query.data && (
        <Card withBorder radius="md" padding={narrow ? 'xs' : 0}>
          {query.data.items.length > 0 ? (
            <ResponsiveList
              rows={query.data.items}
              rowKey={(row) => row.receiptNo}
              columns={columns}
              sort={params}
              narrow={narrow}
              label="Posted payments"
              labelledBy="posted-payments-title"
              minWidth={1000}
              actions={(row) =>
                row.creditNoteNo ? null : (
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    leftSection={<IconArrowBackUp size={16} />}
                    onClick={() => setReversing(row)}
                    aria-label={`Reverse ${row.receiptNo}`}
                  >
                    Reverse
                  </Button>
                )
              }
            />
          ) : (
            <Text ta="center" c="dimmed" py="xl">
              {postedPaymentMessages.noPayments}
            </Text>
          )}
        </Card>
      )}
      <ListPager
        data={query.data}
        page={params.page}
        setPage={params.setPage}
        noun={['payment', 'payments']}
        label="Payment pages"
      />
      {reversing && <ReverseReceiptDialog payment={reversing} onClose={() => setReversing(null)} />}
    </Stack>
  );
}
