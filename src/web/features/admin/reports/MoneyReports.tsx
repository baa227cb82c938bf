import { Anchor, Group, Pagination, Text, TextInput } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { memberPagePath } from '../../../../contract/member-record-messages';
import { type ArrearsRow, type IncomeRow, reportMessages } from '../../../../contract/reports';
import { type ListColumn, ResponsiveList } from '../../../components/ResponsiveList';
import { formatCount, formatDay, formatKes, formatMonth } from '../../../lib/format';
import { ReportCard, reportTitleId } from './ReportCard';
import { useArrearsReport, useIncomeReport } from './report-queries';

const incomeColumns: ListColumn<IncomeRow>[] = [
  {
    header: 'Month',
    inCardHeader: true,
    nowrap: true,
    cell: (row) => (row.month ? formatMonth(row.month) : 'Total'),
  },
  { header: 'Purpose', cell: (row) => row.purpose },
  { header: 'Receipts', numeric: true, cell: (row) => formatCount(row.receipts) },
  { header: 'Amount', numeric: true, cell: (row) => formatKes(row.amount) },
];

/** Money received by month and purpose, over the dates in the URL (the last twelve months by default). */
export function IncomeReportCard({ narrow }: { narrow: boolean }) {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const reversed = Boolean(from && to && from > to);
  const range = new URLSearchParams({ ...(from ? { from } : {}), ...(to ? { to } : {}) }).toString();
  const query = useIncomeReport(reversed ? '' : range);
  const setDate = (key: 'from' | 'to', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const rows = query.data?.rows ?? [];
  const total: IncomeRow = {
    month: '',
    purpose: 'All purposes',
    receipts: rows.reduce((sum, row) => sum + row.receipts, 0),
    amount: query.data?.totalAmount ?? 0,
  };
  const controls = (
    <Group gap="sm" align="start" grow={narrow}>
      <TextInput
        type="date"
        label="From"
        value={from || (query.data?.from ?? '')}
        onChange={(event) => setDate('from', event.currentTarget.value)}
        error={reversed ? reportMessages.rangeOrder : undefined}
      />
      <TextInput
        type="date"
        label="To"
        value={to || (query.data?.to ?? '')}
        onChange={(event) => setDate('to', event.currentTarget.value)}
      />
    </Group>
  );
  return (
    <ReportCard
      name="income"
      query={reversed ? '' : range}
      state={query}
      empty={rows.length === 0}
      emptyText="No money was received in these dates."
      controls={controls}
    >
      <ResponsiveList
        rows={[...rows, total]}
        rowKey={(row) => `${row.month}|${row.purpose}`}
        columns={incomeColumns}
        narrow={narrow}
        label="Income by month and purpose"
        labelledBy={reportTitleId('income')}
        minWidth={560}
      />
    </ReportCard>
  );
}

const arrearsColumns: ListColumn<ArrearsRow>[] = [
  {
    header: 'Member no',
    nowrap: true,
    cell: (row) =>
      row.memberNo ? (
        <Anchor component={Link} to={memberPagePath(row.memberNo)}>
          {row.memberNo}
        </Anchor>
      ) : (
        '—'
      ),
  },
  {
    header: 'Name',
    inCardHeader: true,
    cell: (row) => (
      <>
        {row.name}
        <Text size="xs" c="dimmed">
          {row.email}
        </Text>
      </>
    ),
  },
  { header: 'Category', cell: (row) => row.category ?? '—' },
  { header: 'Invoices', numeric: true, cell: (row) => formatCount(row.invoices) },
  { header: 'Amount overdue', numeric: true, cell: (row) => formatKes(row.amountOverdue) },
  { header: 'Oldest due date', nowrap: true, cell: (row) => formatDay(row.oldestDueDate) },
];

/** Members with overdue invoices, the longest overdue first, paged on the server. */
export function ArrearsReportCard({ narrow }: { narrow: boolean }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useArrearsReport(page);
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;
  const setPage = (value: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('page', String(value));
      return next;
    });
  return (
    <ReportCard
      name="arrears"
      state={query}
      empty={!query.data?.items.length}
      emptyText="No member has an overdue invoice."
    >
      <Text size="sm">
        {formatCount(query.data?.total ?? 0)} members owe {formatKes(query.data?.totalOverdue ?? 0)} overdue.
      </Text>
      <ResponsiveList
        rows={query.data?.items ?? []}
        rowKey={(row) => `${row.email}|${row.oldestDueDate}`}
        columns={arrearsColumns}
        narrow={narrow}
        label="Members in arrears"
        labelledBy={reportTitleId('arrears')}
        minWidth={820}
      />
      {pages > 1 && <Pagination value={page} onChange={setPage} total={pages} aria-label="Arrears pages" />}
    </ReportCard>
  );
}
