import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  question: string;
  confirmLabel: string;
  /** Red for a step that cannot be undone. */
  danger?: boolean;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks once before a step that changes what members see or what they have booked. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { opened, title, question, confirmLabel, danger, busy, error, onConfirm, onClose } = props;
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size={420}>
      <Stack gap="md">
        <Text>{question}</Text>
        {error && (
          <Alert color="error" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Back
          </Button>
          <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
