import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCash, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { manualPaymentMessages, type OpenInvoice } from '../../../../contract/manual-payments';
import { LoadFailed, LoadingRows } from '../../../components/ListStates';
import { type ListColumn, ResponsiveList } from '../../../components/ResponsiveList';
import { formatDay, formatKes } from '../../../lib/format';
import { useOpenInvoices } from './manual-payments-api';
import { RecordPaymentDialog } from './RecordPaymentDialog';

const columns: ListColumn<OpenInvoice>[] = [
  { header: 'Invoice', nowrap: true, inCardHeader: true, cell: (invoice) => invoice.invoiceNo },
  {
    header: 'Member',
    cell: (invoice) => (
      <>
        {invoice.memberName}
        <Text size="xs" c="dimmed" component="span" display="block">
          {[invoice.memberNo, invoice.email].filter(Boolean).join(' · ')}
        </Text>
      </>
    ),
  },
  { header: 'Purpose', cell: (invoice) => invoice.purpose },
  { header: 'Total', numeric: true, cell: (invoice) => formatKes(invoice.totalLCY) },
  { header: 'Still owed', numeric: true, cell: (invoice) => formatKes(invoice.owedLCY) },
  { header: 'Due', nowrap: true, cell: (invoice) => formatDay(invoice.dueDate) },
];

/** Admins: post money received outside the portal (bank, cheque, cash, paybill) to an open invoice. */
export default function ManualPaymentsPage() {
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [recording, setRecording] = useState<OpenInvoice | null>(null);
  const invoices = useOpenInvoices(search);
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
  };

  return (
    <Stack gap="lg">
      <Title order={1} size="h2" id="manual-payments-title">
        Payments Posted by Hand
      </Title>
      <Card withBorder radius="md" padding="md">
        <form onSubmit={onSearch} aria-label="Search open invoices">
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Search"
              description="Invoice number, or the member's number, e-mail or name"
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              style={{ flex: 1, minWidth: 220 }}
            />
            <Button type="submit" leftSection={<IconSearch size={18} />}>
              Search
            </Button>
          </Group>
        </form>
      </Card>
      {invoices.isPending ? (
        <LoadingRows label="Loading open invoices" />
      ) : invoices.isError ? (
        <LoadFailed message={invoices.error.message} onRetry={() => invoices.refetch()} />
      ) : invoices.data.length === 0 ? (
        <Text c="dimmed">{manualPaymentMessages.noOpenInvoices}</Text>
      ) : (
        <ResponsiveList
          rows={invoices.data}
          rowKey={(invoice) => invoice.invoiceNo}
          columns={columns}
          narrow={narrow}
          label="Open invoices"
          labelledBy="manual-payments-title"
          actions={(invoice) => (
            <Button
              size="xs"
              leftSection={<IconCash size={16} />}
              onClick={() => setRecording(invoice)}
              aria-label={`Record payment for ${invoice.invoiceNo}`}
            >
              Record payment
            </Button>
          )}
        />
      )}
      {recording && <RecordPaymentDialog invoice={recording} onClose={() => setRecording(null)} />}
    </Stack>
  );
}
