import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';

interface ConfirmDialogProps {
  opened: boolean;
  question: string;
  confirmLabel: string;
  title?: string;
  /** 'Back' where the confirmed step is itself a cancel, so two Cancel buttons never meet. */
  dismissLabel?: string;
  /** Red for a step that cannot be undone. */
  danger?: boolean;
  busy: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks once before a step that changes data others rely on (350 px wide, spec 1 §9). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { opened, question, confirmLabel, danger, busy, error, onConfirm, onClose } = props;
  return (
    <Modal opened={opened} onClose={onClose} title={props.title ?? 'Please confirm'} centered size={350}>
      <Stack gap="md">
        <Text>{question}</Text>
        {error && (
          <Alert color="error" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {props.dismissLabel ?? 'Cancel'}
          </Button>
          <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
