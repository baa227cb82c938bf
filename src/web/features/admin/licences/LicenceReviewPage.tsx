import { Alert, Button, Card, Group, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { type LicenceReviewItem, licenceDecidable, licenceMessages } from '../../../../contract/licences';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDateTime, formatKes } from '../../../lib/format';
import { useDecideLicence, useLicenceReviewQueue } from './licence-review-queries';

/** A paid application's decision: approve issues the licence; reject needs a reason. */
function DecisionRow({ item }: { item: LicenceReviewItem }) {
  const [comment, setComment] = useState('');
  const decide = useDecideLicence(item.licenseApplicationNo);
  if (!licenceDecidable(item.status, item.paid)) {
    return <Text size="sm">{item.licenceNo ?? (item.paid ? '—' : licenceMessages.notPaid)}</Text>;
  }
  return (
    <Stack gap={4}>
      <Textarea
        aria-label="Reason"
        placeholder="Reason (required to reject)"
        value={comment}
        onChange={(event) => setComment(event.currentTarget.value)}
        autosize
        minRows={1}
      />
      <Group gap="xs">
        <Button
          size="xs"
          loading={decide.isPending}
          onClick={() => decide.mutate({ action: 'approve', comment })}
        >
          Approve
        </Button>
        <Button
          size="xs"
          color="red"
          variant="light"
          disabled={!comment.trim()}
          onClick={() => decide.mutate({ action: 'reject', comment })}
        >
          Reject
        </Button>
      </Group>
      {decide.isError && (
        <Text c="red" size="sm">
          {decide.error.message}
        </Text>
      )}
    </Stack>
  );
}

/** /admin/licences: licence applications with their scan in, for approvers and admins. */
export default function LicenceReviewPage() {
  const queue = useLicenceReviewQueue();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Licences
      </Title>
      <Card withBorder radius="md">
        {queue.isError && <Alert color="error">{queue.error.message}</Alert>}
        {queue.data && queue.data.length === 0 && <Text>No licence applications to review.</Text>}
        {queue.data && queue.data.length > 0 && (
          <Table.ScrollContainer minWidth={800}>
            <Table aria-label="Licence applications">
              <Table.Thead>
                <Table.Tr>
                  {['Application No', 'Member', 'Date', 'Amount', 'Scan', 'Status', 'Decision'].map(
                    (header) => (
                      <Table.Th key={header}>{header}</Table.Th>
                    ),
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {queue.data.map((item) => (
                  <Table.Tr key={item.licenseApplicationNo}>
                    <Table.Td>{item.licenseApplicationNo}</Table.Td>
                    <Table.Td>
                      {item.applicantName}
                      <Text size="xs" c="dimmed">
                        {item.memberNo}
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatDateTime(item.applicationDate)}</Table.Td>
                    <Table.Td>{formatKes(item.amount)}</Table.Td>
                    <Table.Td>
                      {item.licenseDocumentUrl ? <a href={item.licenseDocumentUrl}>Signed scan</a> : '—'}
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={item.paid && item.status === 'Uploaded' ? 'Paid' : item.status} />
                    </Table.Td>
                    <Table.Td>
                      <DecisionRow item={item} />
                    </Table.Td>
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
