import { Alert, Badge, Group, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconFileOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { billingDocumentMessages, type DocumentVerification } from '../../../contract/money';
import { PageLoader } from '../../components/PageLoader';
import { ApiError, api } from '../../lib/api';
import { formatKes } from '../../lib/format';
import { PublicPanel } from '../apply/PublicPanel';

const day = new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeZone: 'UTC' });
const formatDay = (value: string) => {
  const parsed = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? value : day.format(parsed);
};

function GenuineDocument({ document }: { document: DocumentVerification }) {
  const rows: [string, React.ReactNode][] = [
    ['Document', document.type === 'invoice' ? 'Invoice' : 'Receipt'],
    ['Number', document.number],
    ['Date', formatDay(document.date)],
    [document.type === 'invoice' ? 'Amount' : 'Amount received', formatKes(document.amountLCY)],
    [
      'Status',
      <Badge key="status" color={document.status === 'Paid' ? 'success' : 'warning'} variant="light">
        {document.status}
      </Badge>,
    ],
    ['Issued by', document.issuer],
  ];
  return (
    <Stack gap="md" data-testid="genuine-document">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon color="success" size="xl" radius="xl" variant="light">
          <IconCircleCheck />
        </ThemeIcon>
        <div>
          <Text fw={700} size="lg">
            {billingDocumentMessages.genuineDocument}
          </Text>
          <Text size="sm" c="dimmed">
            This document was issued by {document.issuer}. Compare these details with your copy.
          </Text>
        </div>
      </Group>
      <Table variant="vertical" withTableBorder layout="fixed">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="40%">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function NoSuchDocument() {
  return (
    <Group gap="sm" wrap="nowrap" data-testid="no-such-document">
      <ThemeIcon color="error" size="xl" radius="xl" variant="light">
        <IconFileOff />
      </ThemeIcon>
      <div>
        <Text fw={700} size="lg">
          {billingDocumentMessages.noSuchDocument}
        </Text>
        <Text size="sm" c="dimmed">
          No document with this number was issued. Check the number, or treat the paper as not genuine.
        </Text>
      </div>
    </Group>
  );
}

/**
 * /verify/:type/:number: the page a billing document's QR code opens, for anyone holding the paper,
 * signed in or not. It shows what proves the document and nothing about the person it names.
 */
export default function VerifyDocumentPage() {
  const { type = '', number = '' } = useParams();
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const known = type === 'invoice' || type === 'receipt';
  const check = useQuery({
    queryKey: ['verify-document', type, number, code],
    queryFn: () =>
      api<DocumentVerification>(
        'GET',
        `verify/${encodeURIComponent(type)}/${encodeURIComponent(number)}?code=${encodeURIComponent(code)}`,
      ),
    enabled: known && Boolean(number),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const missing =
    !known || !number || (check.error instanceof ApiError && [400, 404].includes(check.error.status));

  let body: React.ReactNode;
  if (missing) body = <NoSuchDocument />;
  else if (check.isError)
    body = (
      <Alert color="error" icon={<IconAlertCircle />} role="alert">
        {check.error.message}
      </Alert>
    );
  else if (!check.data) body = <PageLoader label="Checking the document" />;
  else body = <GenuineDocument document={check.data} />;

  return <PublicPanel title="Document verification">{body}</PublicPanel>;
}
