import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Blocker } from 'react-router';

export const unsavedChangesTexts = {
  title: 'Discard your changes?',
  leaveQuestion: 'You have changes that are not saved. If you leave now, they will be lost.',
  cancelQuestion: 'You have changes that are not saved. If you cancel now, they will be lost.',
  keep: 'Keep editing',
  discard: 'Discard changes',
} as const;

function DiscardDialog({
  opened,
  question,
  onKeep,
  onDiscard,
}: {
  opened: boolean;
  question: string;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onKeep} title={unsavedChangesTexts.title} centered size={380}>
      <Stack gap="md">
        <Text>{question}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onKeep} data-autofocus>
            {unsavedChangesTexts.keep}
          </Button>
          <Button color="red" onClick={onDiscard}>
            {unsavedChangesTexts.discard}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The question of a move away held by useUnsavedChangesGuard: keep editing, or leave and lose the edits. */
export function LeaveWithChangesDialog({ blocker }: { blocker: Blocker }) {
  return (
    <DiscardDialog
      opened={blocker.state === 'blocked'}
      question={unsavedChangesTexts.leaveQuestion}
      onKeep={() => blocker.reset?.()}
      onDiscard={() => blocker.proceed?.()}
    />
  );
}

/**
 * A Cancel that never drops edits silently: with a dirty form it asks first. Returns the click
 * handler for Cancel and the dialog to render beside it.
 */
export function useConfirmedCancel(dirty: boolean, onCancel: () => void) {
  const [asking, setAsking] = useState(false);
  const cancel = () => (dirty ? setAsking(true) : onCancel());
  const dialog = (
    <DiscardDialog
      opened={asking}
      question={unsavedChangesTexts.cancelQuestion}
      onKeep={() => setAsking(false)}
      onDiscard={() => {
        setAsking(false);
        onCancel();
      }}
    />
  );
  return { cancel, dialog };
}

/**
 * The Save/Cancel bar of a long edit form: it sticks to the bottom of the window, so Save is in reach
 * wherever the member is in the form, on a phone as on a desktop.
 */
export function StickyFormActions({
  saveLabel,
  saving,
  onCancel,
  dirty,
}: {
  saveLabel: string;
  saving: boolean;
  /** No Cancel when there is nothing to go back to (creating the profile). */
  onCancel?: () => void;
  dirty: boolean;
}) {
  return (
    <Group
      justify="space-between"
      gap="sm"
      wrap="nowrap"
      py="sm"
      px="xs"
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 5,
        background: 'var(--mantine-color-body)',
        borderTop: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Text size="sm" c="dimmed" aria-live="polite">
        {dirty ? 'Unsaved changes' : ''}
      </Text>
      <Group gap="sm" wrap="nowrap">
        {onCancel && (
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={saving}>
          {saveLabel}
        </Button>
      </Group>
    </Group>
  );
}
