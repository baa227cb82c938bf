import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { bulkMessageMessages, bulkMessageSchema } from '../../../contract/bulk-messages';
import { MEMBER_EMAIL_TEXT_MAX } from '../../../contract/member-record-messages';
import { ConfirmDialog } from '../ConfirmDialog';
import { TextAreaField, TextField } from '../form-fields';

const composeSchema = bulkMessageSchema.pick({ subject: true, text: true });
type Values = z.input<typeof composeSchema>;
export type ComposedMessage = z.output<typeof composeSchema>;

interface BulkMessageDialogProps {
  /** How many rows are selected, and what they are called: "Send this message to 12 members?" */
  count: number;
  noun: { one: string; many: string };
  /** Sends to the selection; its data module toasts the outcome. Resolves once queued. */
  send: (message: ComposedMessage) => Promise<unknown>;
  busy: boolean;
  onClose: () => void;
}

/**
 * The list kit's "Send a message" to the selected rows: write the e-mail, confirm with the count,
 * and the selection gets one e-mail each through the outbox. A failed send returns to the form with
 * the text kept.
 */
export function BulkMessageDialog({ count, noun, send, busy, onClose }: BulkMessageDialogProps) {
  const [pending, setPending] = useState<ComposedMessage | null>(null);
  const { control, handleSubmit } = useForm<Values, unknown, ComposedMessage>({
    resolver: zodResolver(composeSchema),
    defaultValues: { subject: '', text: '' },
    mode: 'onTouched',
  });
  const confirm = async () => {
    if (!pending) return;
    try {
      await send(pending);
      onClose();
    } catch {
      setPending(null);
    }
  };
  return (
    <>
      <Modal opened={pending === null} onClose={onClose} title="Send a message" centered>
        <form noValidate onSubmit={handleSubmit(setPending)}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              An e-mail to each of the {count} selected {count === 1 ? noun.one : noun.many}; none sees the
              others.
            </Text>
            <TextField control={control} name="subject" label="Subject" required />
            <TextAreaField
              control={control}
              name="text"
              label="Message"
              required
              max={MEMBER_EMAIL_TEXT_MAX}
              description="A blank line starts a new paragraph"
            />
            <Group justify="flex-end" gap="sm" mt="xs">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit">Send</Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <ConfirmDialog
        opened={pending !== null}
        question={bulkMessageMessages.confirm(count, noun)}
        confirmLabel="Send"
        dismissLabel="Back"
        busy={busy}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </>
  );
}

export default BulkMessageDialog;
