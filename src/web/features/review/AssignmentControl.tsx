import { Button, Group, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { ReviewDetail } from '../../../contract/applications';
import { assignmentMessages } from '../../../contract/review-assignment-rules';
import { formatDateTime } from '../../lib/format';
import { useCurrentUser } from '../../lib/session';
import { AssignDialog } from './AssignDialog';
import { useAssign } from './review-api';
import { StageDue, stageDueTexts } from './StageDue';

export const assignmentControlTexts = {
  assignee: 'Assignee',
  unassigned: 'Unassigned',
  assignToMe: 'Assign to me',
  change: 'Change',
  due: 'Stage due',
  since: (when: string) => `since ${when}`,
} as const;

/**
 * Who works on this application and by when the current stage is due. "Assign to me" takes it in
 * one click; "Change" picks anyone (or nobody). Finished work has no assignee to change.
 */
export function AssignmentControl({ detail }: { detail: ReviewDetail }) {
  const me = useCurrentUser().data;
  const [open, setOpen] = useState(false);
  const { assignee, assignedAt } = detail.assignment;
  const waiting = detail.timing.dueAt !== null;
  const takeIt = useAssign({
    onSuccess: (result) =>
      notifications.show({
        color: 'success',
        message: assignmentMessages.assigned(1, result.assignee?.name ?? ''),
      }),
    onError: (error) => notifications.show({ color: 'error', message: error.message }),
  });
  return (
    <Paper withBorder radius="md" p="sm" role="region" aria-label={assignmentControlTexts.assignee}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="lg" wrap="wrap">
          <div>
            <Text size="xs" c="dimmed">
              {assignmentControlTexts.assignee}
            </Text>
            <Text size="sm" fw={600}>
              {assignee?.name ?? assignmentControlTexts.unassigned}
              {assignedAt && (
                <Text span size="xs" c="dimmed" fw={400}>
                  {' '}
                  {assignmentControlTexts.since(formatDateTime(assignedAt))}
                </Text>
              )}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {assignmentControlTexts.due}
            </Text>
            <Group gap={6}>
              <StageDue timing={detail.timing} />
              <Text size="xs" c="dimmed">
                ({stageDueTexts.daysInStage(detail.timing.daysInStage)})
              </Text>
            </Group>
          </div>
        </Group>
        {waiting && (
          <Group gap="xs">
            {me && assignee?.id !== me.id && (
              <Button
                size="xs"
                loading={takeIt.isPending}
                onClick={() => takeIt.mutate({ codes: [detail.code], assigneeId: me.id })}
              >
                {assignmentControlTexts.assignToMe}
              </Button>
            )}
            <Button size="xs" variant="default" onClick={() => setOpen(true)}>
              {assignmentControlTexts.change}
            </Button>
          </Group>
        )}
      </Group>
      {open && (
        <AssignDialog
          codes={[detail.code]}
          opened={open}
          onClose={() => setOpen(false)}
          initialAssigneeId={assignee?.id ?? null}
        />
      )}
    </Paper>
  );
}
