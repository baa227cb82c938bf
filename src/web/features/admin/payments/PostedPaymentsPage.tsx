import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  Pagination,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowBackUp, IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  type PostedPayment,
  type PostedPaymentSort,
  postedPaymentMessages,
  postedPaymentSorts,
  type SortDirection,
} from '../../../../contract/posted-payments';
import { LoadFailed, LoadingRows } from '../../../components/ListStates';
import { type ColumnSort, type ListColumn, ResponsiveList } from '../../../components/ResponsiveList';
import { formatKes } from '../../../lib/format';
import { toastFailure } from '../admin-toasts';
import { type PaymentFilters, PostedPaymentsFilters, paymentFilterKeys } from './PostedPaymentsFilters';
import { creditNotePath, downloadPostedPaymentsCsv, usePostedPayments } from './posted-payments-api';
import { ReverseReceiptDialog } from './ReverseReceiptDialog';

const sortLabels: Record<PostedPaymentSort, string> = {
  paidOn: 'Paid on',
  amount: 'Amount',
  receiptNo: 'Receipt',
  member: 'Member',
};
/** A column's first click: newest and largest first, numbers and names from the start. */
const firstDirection: Record<PostedPaymentSort, SortDirection> = {
  paidOn: 'desc',
  amount: 'desc',
  receiptNo: 'asc',
  member: 'asc',
};
const isSort = (value: string | null): value is PostedPaymentSort =>
  (postedPaymentSorts as readonly (string | null)[]).includes(value);

function columnsFor(sortOf: (column: PostedPaymentSort) => ColumnSort): ListColumn<PostedPayment>[] {
  return [
    {
      header: sortLabels.receiptNo,
      nowrap: true,
      inCardHeader: true,
      sort: sortOf('receiptNo'),
      cell: (row) => row.receiptNo,
    },
    { header: sortLabels.paidOn, nowrap: true, sort: sortOf('paidOn'), cell: (row) => row.paidOn },
    {
      header: sortLabels.member,
      sort: sortOf('member'),
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
      sort: sortOf('amount'),
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
            <Anchor component={Link} to={creditNotePath(row.creditNoteNo)} size="sm">
              {row.creditNoteNo} (PDF)
            </Anchor>
          </Group>
        ) : (
          <Badge color="success" variant="light">
            Posted
          </Badge>
        ),
    },
  ];
}

/** Admins: every posted payment, online and by hand; the filter, order and page live in the address. */
export default function PostedPaymentsPage() {
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const [params, setParams] = useSearchParams();
  const [reversing, setReversing] = useState<PostedPayment | null>(null);
  const [exporting, setExporting] = useState(false);
  const applied = useMemo(
    () => Object.fromEntries(paymentFilterKeys.map((key) => [key, params.get(key) ?? ''])) as PaymentFilters,
    [params],
  );
  const sortParam = params.get('sort');
  const sort: PostedPaymentSort = isSort(sortParam) ? sortParam : 'paidOn';
  const direction: SortDirection = params.get('direction') === 'asc' ? 'asc' : 'desc';
  const page = Math.max(1, Number(params.get('page')) || 1);

  const search = new URLSearchParams({ page: String(page), sort, direction });
  for (const key of paymentFilterKeys) if (applied[key]) search.set(key, applied[key]);
  const query = usePostedPayments(search);
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;

  const go = (next: {
    filters?: PaymentFilters;
    sort?: PostedPaymentSort;
    direction?: SortDirection;
    page?: number;
  }) => {
    const address = new URLSearchParams();
    const filters = next.filters ?? applied;
    for (const key of paymentFilterKeys) if (filters[key]) address.set(key, filters[key]);
    const nextSort = next.sort ?? sort;
    const nextDirection = next.direction ?? direction;
    if (nextSort !== 'paidOn' || nextDirection !== 'desc') {
      address.set('sort', nextSort);
      address.set('direction', nextDirection);
    }
    if ((next.page ?? 1) > 1) address.set('page', String(next.page));
    setParams(address);
  };
  const sortOf = (column: PostedPaymentSort): ColumnSort => ({
    direction: column !== sort ? 'none' : direction === 'asc' ? 'ascending' : 'descending',
    onSort: () =>
      go({
        sort: column,
        direction: column === sort ? (direction === 'asc' ? 'desc' : 'asc') : firstDirection[column],
      }),
  });
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadPostedPaymentsCsv(search);
    } catch (error) {
      toastFailure(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2" id="posted-payments-title">
          Posted Payments
        </Title>
        <Button
          variant="default"
          leftSection={<IconDownload size={18} />}
          onClick={exportCsv}
          loading={exporting}
        >
          Download CSV
        </Button>
      </Group>
      <Card withBorder radius="md" padding="md">
        <PostedPaymentsFilters applied={applied} onApply={(filters) => go({ filters })} />
      </Card>
      {narrow && (
        <NativeSelect
          label="Order"
          value={`${sort}:${direction}`}
          data={postedPaymentSorts.flatMap((column) => [
            { value: `${column}:asc`, label: `${sortLabels[column]}, ascending` },
            { value: `${column}:desc`, label: `${sortLabels[column]}, descending` },
          ])}
          onChange={(event) => {
            const [column, order] = event.currentTarget.value.split(':');
            if (isSort(column ?? null))
              go({ sort: column as PostedPaymentSort, direction: order === 'asc' ? 'asc' : 'desc' });
          }}
        />
      )}
      {query.isPending && <LoadingRows label="Loading posted payments" rows={5} />}
      {query.error && <LoadFailed message={query.error.message} onRetry={() => query.refetch()} />}
      {query.data && (
        <Card withBorder radius="md" padding={narrow ? 'xs' : 0}>
          {query.data.items.length > 0 ? (
            <ResponsiveList
              rows={query.data.items}
              rowKey={(row) => row.receiptNo}
              columns={columnsFor(sortOf)}
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
      {query.data && (
        <Text size="sm" c="dimmed">
          {query.data.total} payments
        </Text>
      )}
      {pages > 1 && (
        <Pagination
          value={page}
          onChange={(value) => go({ page: value })}
          total={pages}
          aria-label="Payment pages"
        />
      )}
      {reversing && <ReverseReceiptDialog payment={reversing} onClose={() => setReversing(null)} />}
    </Stack>
  );
}
