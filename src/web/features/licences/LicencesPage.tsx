import { Box, Button, Card, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCertificate, IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { type LicenceListItem, licenceActions, licenceRoutes } from '../../../contract/licences';
import { encodeRouteText } from '../../../contract/route-values';
import { LoadFailed, LoadingRows } from '../../components/ListStates';
import { type ListColumn, ResponsiveList } from '../../components/ResponsiveList';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDateTime, formatDay, formatKes } from '../../lib/format';
import { PayNowButton } from '../payments/public';
import { useLicenceCaption, useLicences } from './licence-queries';

const columns: ListColumn<LicenceListItem>[] = [
  { header: 'Application No', nowrap: true, inCardHeader: true, cell: (row) => row.licenseApplicationNo },
  { header: 'Application Date', cell: (row) => formatDateTime(row.applicationDate) },
  { header: 'Description', cell: (row) => row.description },
  { header: 'Amount', numeric: true, cell: (row) => formatKes(row.amount) },
  { header: 'Type', cell: (row) => row.documentType },
  {
    header: 'Licence No',
    nowrap: true,
    cell: (row) =>
      row.licenceNo ? (
        <>
          {row.licenceNo}
          {row.validFrom && row.validUntil && (
            <Text size="xs" c="dimmed">
              Valid {formatDay(row.validFrom)} – {formatDay(row.validUntil)}
            </Text>
          )}
        </>
      ) : (
        '—'
      ),
  },
  {
    header: 'Status',
    nowrap: true,
    inCardHeader: true,
    cell: (row) => (
      <Box w="max-content">
        <StatusBadge status={row.status} />
      </Box>
    ),
  },
];

/** The row actions of spec 3 §2.5, as licenceActions decides them. */
export function LicenceRowActions({ row }: { row: LicenceListItem }) {
  const shown = licenceActions(row);
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        size="xs"
        variant="light"
        component={Link}
        to={licenceRoutes.document(row.licenseApplicationNo)}
      >
        view
      </Button>
      {row.status === 'Issued' && row.licenceNo && (
        <Button
          size="xs"
          variant="light"
          color="success"
          component={Link}
          to={licenceRoutes.certificate(row.licenseApplicationNo)}
        >
          Certificate
        </Button>
      )}
      {shown.proforma && (
        <Button
          size="xs"
          variant="default"
          component={Link}
          to={licenceRoutes.invoice(row.licenseApplicationNo)}
        >
          Proforma
        </Button>
      )}
      {shown.invoice && (
        <Button
          size="xs"
          variant="default"
          component={Link}
          to={licenceRoutes.invoice(row.licenseApplicationNo)}
        >
          Invoice
        </Button>
      )}
      {shown.payNow && <PayNowButton size="xs" invoiceNo={row.proFormaRef} from={licenceRoutes.list} />}
      {shown.receipt && (
        <Button
          size="xs"
          variant="default"
          component={Link}
          to={`/billing/receipt/${encodeRouteText(row.receiptNo)}`}
        >
          Receipt
        </Button>
      )}
    </Group>
  );
}

/** /license (spec 3 §2.5): the member's licence applications; heading and New use the caption. */
export default function LicencesPage() {
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const caption = useLicenceCaption();
  const licences = useLicences();
  const headingId = useId();
  const list = licences.data ?? [];
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2" id={headingId}>
          {caption}
        </Title>
        <Button leftSection={<IconPlus size={16} />} component={Link} to={licenceRoutes.card}>
          New {caption}
        </Button>
      </Group>
      <Card withBorder radius="md" padding={narrow ? 'sm' : 'lg'}>
        {licences.isPending && <LoadingRows label="Loading applications" />}
        {licences.isError && (
          <LoadFailed message={licences.error.message} onRetry={() => void licences.refetch()} />
        )}
        {licences.isSuccess && list.length === 0 && (
          <EmptyState
            size="sm"
            icon={<IconCertificate size={28} />}
            withIndicatorBackground
            title={`You have no ${caption.toLowerCase()} applications yet.`}
            py="md"
          />
        )}
        {list.length > 0 && (
          <ResponsiveList
            rows={list}
            rowKey={(row) => row.licenseApplicationNo}
            columns={columns}
            narrow={narrow}
            label={caption}
            labelledBy={headingId}
            actions={(row) => <LicenceRowActions row={row} />}
          />
        )}
      </Card>
    </Stack>
  );
}
