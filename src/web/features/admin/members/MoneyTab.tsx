import { Badge, Stack, Text } from '@mantine/core';
import type { BillingDocumentType } from '../../../../contract/billing-documents';
import type { OpenInvoice } from '../../../../contract/manual-payments';
import type { MemberRecord, MemberSubscription } from '../../../../contract/member-records';
import type { LedgerEntry } from '../../../../contract/money';
import type { ListColumn } from '../../../components/ResponsiveList';
import { formatDay, formatKes } from '../../../lib/format';
import { BillingPdfButton } from '../../billing-documents/public';
import { MemberSection, PagedList, SummaryList } from './MemberSection';

const stateColours: Record<MemberSubscription['state'], string> = {
  Paid: 'success',
  Due: 'info',
  Overdue: 'error',
};

const subscriptionColumns: ListColumn<MemberSubscription>[] = [
  { header: 'Period', inCardHeader: true, nowrap: true, cell: (row) => row.period },
  {
    header: 'State',
    inCardHeader: true,
    cell: (row) => (
      <Badge color={stateColours[row.state]} variant="light">
        {row.state}
      </Badge>
    ),
  },
  { header: 'Invoice', nowrap: true, cell: (row) => row.invoiceNo },
  { header: 'Amount', numeric: true, cell: (row) => formatKes(row.totalLCY) },
  { header: 'Owed', numeric: true, cell: (row) => formatKes(row.owedLCY) },
  { header: 'Due', nowrap: true, cell: (row) => formatDay(row.dueDate) },
];

const openColumns: ListColumn<OpenInvoice>[] = [
  { header: 'Invoice', inCardHeader: true, nowrap: true, cell: (row) => row.invoiceNo },
  { header: 'For', cell: (row) => row.purpose },
  { header: 'Amount', numeric: true, cell: (row) => formatKes(row.totalLCY) },
  { header: 'Owed', numeric: true, cell: (row) => formatKes(row.owedLCY) },
  { header: 'Due', nowrap: true, cell: (row) => formatDay(row.dueDate) },
];

/** The statement's document types as the billing PDFs name them. */
const billingTypeOf: Record<LedgerEntry['documentType'], BillingDocumentType> = {
  Invoice: 'invoice',
  Receipt: 'receipt',
  'Credit note': 'credit-note',
};

const ledgerColumns: ListColumn<LedgerEntry>[] = [
  { header: 'Posted', nowrap: true, cell: (row) => formatDay(row.postingDate) },
  {
    header: 'Document',
    inCardHeader: true,
    nowrap: true,
    cell: (row) => (
      <>
        {row.documentType} <BillingPdfButton type={billingTypeOf[row.documentType]} number={row.documentNo} />
      </>
    ),
  },
  { header: 'Description', cell: (row) => row.description },
  { header: 'Amount', numeric: true, cell: (row) => formatKes(row.amountLCY) },
  {
    header: 'Still owed',
    numeric: true,
    cell: (row) => (row.documentType === 'Invoice' ? formatKes(row.remainingAmtLCY) : '—'),
  },
];

/** What the member owes and has paid: balance, subscriptions by period, open invoices, the statement. */
export function MoneyTab({ record, narrow }: { record: MemberRecord; narrow: boolean }) {
  const memberNo = record.entry.memberNo;
  return (
    <Stack gap="md">
      <MemberSection id="balance" title="Balance">
        <Text size="xl" fw={700}>
          {formatKes(Math.abs(record.balanceLCY))}
          <Text span size="sm" c="dimmed" fw={400} ml="xs">
            {record.balanceLCY > 0
              ? 'owed by the member'
              : record.balanceLCY < 0
                ? 'in the member’s credit'
                : 'nothing owed'}
          </Text>
        </Text>
      </MemberSection>
      <SummaryList
        id="subscriptions"
        title="Subscriptions"
        rows={record.subscriptions}
        rowKey={(row) => row.invoiceNo}
        columns={subscriptionColumns}
        narrow={narrow}
        empty="No subscription has been billed to this member."
      />
      <SummaryList
        id="open-invoices"
        title="Open invoices"
        rows={record.openInvoices}
        rowKey={(row) => row.invoiceNo}
        columns={openColumns}
        narrow={narrow}
        empty="Nothing is owed on any invoice."
      />
      <PagedList
        id="ledger"
        title="Invoices and receipts"
        memberNo={memberNo}
        list="ledger"
        rowKey={(row) => `${row.documentType}-${row.documentNo}`}
        columns={ledgerColumns}
        narrow={narrow}
        empty="No invoice or receipt has been posted for this member."
        minWidth={760}
      />
    </Stack>
  );
}
