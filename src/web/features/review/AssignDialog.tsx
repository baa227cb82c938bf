import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { assignmentMessages } from '../../../contract/review-assignment-rules';
import { useAssign, useReviewers } from './review-api';

/** The Select value for "nobody", since Mantine treats '' as a real option. */
const NOBODY = 'none';

export const assignDialogTexts = {
  title: (count: number) => (count === 1 ? 'Assign application' : `Assign ${count} applications`),
  reviewer: 'Reviewer',
  nobody: 'Nobody (unassign)',
  confirm: (count: number, name: string | null) =>
    name
      ? `${count === 1 ? 'This application' : `These ${count} applications`} will be assigned to ${name}.`
      : `${count === 1 ? 'This application' : `These ${count} applications`} will be unassigned.`,
  submit: 'Assign',
  cancel: 'Cancel',
} as const;

interface AssignDialogProps {
  codes: readonly string[];
  opened: boolean;
  onClose: () => void;
  /** After the server assigned them (the toast is shown here). */
  onAssigned?: () => void;
  /** The reviewer chosen when the dialog opens. */
  initialAssigneeId?: number | null;
}

/** Asks who gets the chosen applications, says what will happen, and assigns them in one call. */
export function AssignDialog({
  codes,
  opened,
  onClose,
  onAssigned,
  initialAssigneeId = null,
}: AssignDialogProps) {
  const reviewers = useReviewers();
  const [choice, setChoice] = useState<string | null>(
    initialAssigneeId === null ? null : String(initialAssigneeId),
  );
  const assign = useAssign({
    onSuccess: (result) => {
      notifications.show({
        color: 'success',
        message: result.assignee
          ? assignmentMessages.assigned(codes.length, result.assignee.name)
          : assignmentMessages.unassigned(codes.length),
      });
      onAssigned?.();
      onClose();
    },
  });
  const options = [
    ...(reviewers.data ?? []).map((reviewer) => ({ value: String(reviewer.id), label: reviewer.name })),
    { value: NOBODY, label: assignDialogTexts.nobody },
  ];
  const chosenName =
    choice === NOBODY
      ? null
      : (reviewers.data?.find((reviewer) => String(reviewer.id) === choice)?.name ?? null);
  const close = () => {
    assign.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={assignDialogTexts.title(codes.length)}>
      <Stack gap="md">
        <Select
          label={assignDialogTexts.reviewer}
          data={options}
          value={choice}
          onChange={setChoice}
          searchable
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
        />
        {choice && <Text size="sm">{assignDialogTexts.confirm(codes.length, chosenName)}</Text>}
        {assign.error && (
          <Alert color="error" role="alert">
            {assign.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {assignDialogTexts.cancel}
          </Button>
          <Button
            disabled={!choice}
            loading={assign.isPending}
            onClick={() =>
              choice &&
              assign.mutate({ codes: [...codes], assigneeId: choice === NOBODY ? null : Number(choice) })
            }
          >
            {assignDialogTexts.submit}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
