import { Alert, Button, Card, Group, Pagination, Select, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type OutboxMessage, outboxStatuses } from '../../../contract/outbox';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageLoader } from '../../components/PageLoader';
import { type ListColumn, ResponsiveList } from '../../components/ResponsiveList';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDateTime } from '../../lib/format';
import { useOutbox } from './admin-queries';
import { MessageDialog } from './MessageDialog';
import { useResendFailed } from './outbox-queries';

const HEADING_ID = 'message-log-heading';

const columns: ListColumn<OutboxMessage>[] = [
  { header: 'Queued', nowrap: true, cell: (message) => formatDateTime(message.created_at) },
  { header: 'Channel', cell: (message) => (message.channel === 'email' ? 'E-mail' : 'SMS') },
  { header: 'Recipient', inCardHeader: true, cell: (message) => message.recipient },
  { header: 'Subject', cell: (message) => message.subject ?? '—' },
  {
    header: 'Status',
    cell: (message) => (
      <>
        <StatusBadge status={message.status} />
        {message.last_error && (
          <Text
            component="span"
            display="block"
            size="xs"
            c="dimmed"
            maw={160}
            truncate
            title={message.last_error}
          >
            {message.last_error}
          </Text>
        )}
      </>
    ),
  },
  { header: 'Attempts', numeric: true, cell: (message) => message.attempts },
  { header: 'Sent', cell: (message) => formatDateTime(message.sent_at) },
];

/**
 * Admins: every e-mail and SMS the portal queued and whether it was delivered; open one to read it
 * and resend it, or resend every failed one after an outage. `?status=failed` is the overview's link.
 */
export default function MessageLogPage() {
  const [params, setParams] = useSearchParams();
  const status = outboxStatuses.find((known) => known === params.get('status')) ?? null;
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [confirmingAll, setConfirmingAll] = useState(false);
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const { data, error, isPending } = useOutbox(page, status);
  const resendAll = useResendFailed(() => setConfirmingAll(false));
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="end">
        <Title order={1} size="h2" id={HEADING_ID}>
          Message Log
        </Title>
        <Group align="end">
          <Select
            label="Status"
            placeholder="All"
            clearable
            data={[...outboxStatuses]}
            value={status}
            onChange={(value) => {
              setParams(value ? { status: value } : {}, { replace: true });
              setPage(1);
            }}
            w={180}
          />
          <Button variant="default" onClick={() => setConfirmingAll(true)}>
            Resend all failed
          </Button>
        </Group>
      </Group>
      {error && <Alert color="error">{error.message}</Alert>}
      {isPending && <PageLoader />}
      {data && (
        <Card withBorder radius="md" padding={narrow ? 'sm' : 0}>
          <ResponsiveList
            rows={data.items}
            rowKey={(message) => String(message.id)}
            columns={columns}
            narrow={narrow}
            label="Messages"
            labelledBy={HEADING_ID}
            minWidth={820}
            actions={(message) => (
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => setOpenId(message.id)}
                aria-label={`Open the message to ${message.recipient}`}
              >
                Open
              </Button>
            )}
          />
          {data.items.length === 0 && (
            <Text ta="center" c="dimmed" py="xl">
              {status ? `No ${status} messages.` : 'No messages yet.'}
            </Text>
          )}
        </Card>
      )}
      {pages > 1 && (
        <Pagination value={page} onChange={setPage} total={pages} aria-label="Message log pages" />
      )}
      <MessageDialog id={openId} onClose={() => setOpenId(null)} />
      <ConfirmDialog
        opened={confirmingAll}
        title="Resend all failed messages?"
        question="Every failed message goes back in the queue and is tried again for a day. Messages with a one-time code or a one-use link are left out."
        confirmLabel="Resend all failed"
        busy={resendAll.isPending}
        onConfirm={() => resendAll.mutate()}
        onClose={() => setConfirmingAll(false)}
      />
    </Stack>
  );
}
