import { Alert, Button, Group, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { isResendable, type OutboxMessageDetail, outboxMessages } from '../../../contract/outbox';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageLoader } from '../../components/PageLoader';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDateTime } from '../../lib/format';
import { useOutboxMessage, useResendMessage } from './outbox-queries';

interface MessageDialogProps {
  /** The message to show; null while the dialog is closed. */
  id: number | null;
  onClose: () => void;
}

const Fact = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text component="div" size="sm" style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  </div>
);

/**
 * One message of the log: who it went to, how delivery went, and its text. The body is shown as plain
 * text (React escapes it); the HTML version never reaches the browser.
 */
export function MessageDialog({ id, onClose }: MessageDialogProps) {
  const { data, error, isPending } = useOutboxMessage(id);
  const [confirming, setConfirming] = useState(false);
  const resend = useResendMessage(() => setConfirming(false));
  return (
    <Modal opened={id !== null} onClose={onClose} title="Message" size="lg" centered>
      {error && <Alert color="error">{error.message}</Alert>}
      {id !== null && isPending && <PageLoader />}
      {data && (
        <Stack gap="md">
          <MessageFacts message={data} />
          {data.body_text === null ? (
            <Alert color="info">{outboxMessages.secretWithheld}</Alert>
          ) : (
            <Paper withBorder p="sm" radius="sm" aria-label="Message text">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {data.body_text}
              </Text>
            </Paper>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            {isResendable(data) && <Button onClick={() => setConfirming(true)}>Resend</Button>}
          </Group>
          <ConfirmDialog
            opened={confirming}
            title="Resend this message?"
            question={`The message to ${data.recipient} goes back in the queue and is sent again.`}
            confirmLabel="Resend"
            busy={resend.isPending}
            onConfirm={() => resend.mutate(data.id)}
            onClose={() => setConfirming(false)}
          />
        </Stack>
      )}
    </Modal>
  );
}

function MessageFacts({ message }: { message: OutboxMessageDetail }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <Fact label="Recipient">{message.recipient}</Fact>
      <Fact label="Channel">{message.channel === 'email' ? 'E-mail' : 'SMS'}</Fact>
      <Fact label="Subject">{message.subject ?? '—'}</Fact>
      <Fact label="Status">
        <StatusBadge status={message.status} /> after {message.attempts} attempt
        {message.attempts === 1 ? '' : 's'}
      </Fact>
      <Fact label="Queued">{formatDateTime(message.created_at)}</Fact>
      <Fact label="Sent">{formatDateTime(message.sent_at)}</Fact>
      {message.failing_since && <Fact label="Failing since">{formatDateTime(message.failing_since)}</Fact>}
      {message.status === 'pending' && message.attempts > 0 && (
        <Fact label="Next try">{formatDateTime(message.next_attempt_at)}</Fact>
      )}
      {message.last_error && <Fact label="Last error">{message.last_error}</Fact>}
    </SimpleGrid>
  );
}
