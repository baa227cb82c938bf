import { Alert, Card, Group, Pagination, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { outboxStatuses } from '../../../contract/outbox';
import { PageLoader } from '../../components/PageLoader';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDateTime } from '../../lib/format';
import { useOutbox } from './admin-queries';

/** Admins: every e-mail and SMS the portal queued, and whether it was delivered. */
export default function MessageLogPage() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<string | null>(null);
  const { data, error, isPending } = useOutbox(page, status);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="end">
        <Title order={1} size="h2">
          Message Log
        </Title>
        <Select
          label="Status"
          placeholder="All"
          clearable
          data={[...outboxStatuses]}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          w={180}
        />
      </Group>
      {error && <Alert color="error">{error.message}</Alert>}
      {isPending && <PageLoader />}
      {data && (
        <Card withBorder radius="md" padding={0}>
          {/* On a phone the table scrolls sideways, so keyboard users must be able to focus it to scroll. */}
          <Table.ScrollContainer
            minWidth={720}
            scrollAreaProps={{
              viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Message log table' },
            }}
          >
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Queued</Table.Th>
                  <Table.Th>Channel</Table.Th>
                  <Table.Th>Recipient</Table.Th>
                  <Table.Th>Subject</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Attempts</Table.Th>
                  <Table.Th>Sent</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((message) => (
                  <Table.Tr key={message.id}>
                    <Table.Td>{formatDateTime(message.created_at)}</Table.Td>
                    <Table.Td>{message.channel === 'email' ? 'E-mail' : 'SMS'}</Table.Td>
                    <Table.Td>{message.recipient}</Table.Td>
                    <Table.Td>{message.subject ?? '—'}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={message.status} />
                      {message.last_error && (
                        <Text size="xs" c="dimmed" maw={240} truncate title={message.last_error}>
                          {message.last_error}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{message.attempts}</Table.Td>
                    <Table.Td>{formatDateTime(message.sent_at)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {data.items.length === 0 && (
            <Text ta="center" c="dimmed" py="xl">
              No messages yet.
            </Text>
          )}
        </Card>
      )}
      {pages > 1 && (
        <Pagination value={page} onChange={setPage} total={pages} aria-label="Message log pages" />
      )}
    </Stack>
  );
}
