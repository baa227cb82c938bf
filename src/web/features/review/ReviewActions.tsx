import { Alert, Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  type ApplicationStatus,
  applicationMessages,
  COMMENT_MAX,
  type ReviewAction,
  type ReviewDetail,
  reviewActionLabels,
  reviewTransitionSchema,
  reviewTransitions,
  shownStatus,
} from '../../../contract/applications';
import { ApiError } from '../../lib/api';
import { HIDE_FROM_APPLICANT } from './CommentsPanel';
import { reviewKeys, useTransition } from './review-api';

/** Why a reviewer sees no buttons: the application is closed, or back with the applicant. */
export const closingNotes: Partial<Record<ApplicationStatus, string>> = {
  Released: 'This application was released: the applicant is now a member. No further review steps.',
  Rejected: 'This application was rejected. No further review steps.',
  New: 'This application is with the applicant; it returns to the queue when they submit it again.',
};

const needsComment = (action: ReviewAction) => action === 'return' || action === 'reject';

function TransitionDialog({
  detail,
  action,
  onClose,
}: {
  detail: ReviewDetail;
  action: ReviewAction;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const transition = useTransition(detail.code);
  const [comment, setComment] = useState('');
  const [hidden, setHidden] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const target = reviewTransitions[detail.status][action];
  const label = reviewActionLabels[action];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = reviewTransitionSchema.safeParse({
      action,
      comment,
      hiddenFromApplicant: action !== 'return' && hidden,
    });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? applicationMessages.commentRequired);
      return;
    }
    setProblem(null);
    transition.mutate(checked.data, {
      onSuccess: (answer) => {
        notifications.show({ color: 'success', message: applicationMessages.moved(answer.status) });
        onClose();
      },
      onError: (error) => {
        const fieldError = error instanceof ApiError ? error.errors.comment : undefined;
        if (fieldError) setProblem(fieldError);
        else setFailure(error.message);
        // A refusal usually means someone else moved it first: show the application as it now is.
        if (error instanceof ApiError && error.status === 409) {
          void client.invalidateQueries({ queryKey: reviewKeys.detail(detail.code) });
        }
      },
    });
  };

  return (
    <Modal opened onClose={onClose} title={label} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {target && (
            <Text size="sm">
              {detail.code} moves from {detail.status} to {target}. The applicant sees the status as "
              {shownStatus(target)}".
            </Text>
          )}
          <Textarea
            label="Comment"
            description={action === 'return' ? applicationMessages.returnCommentVisible : undefined}
            withAsterisk={needsComment(action)}
            rows={4}
            maxLength={COMMENT_MAX}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            error={problem}
            data-autofocus
          />
          {action !== 'return' && (
            <Checkbox
              label={HIDE_FROM_APPLICANT}
              checked={hidden}
              onChange={(event) => setHidden(event.currentTarget.checked)}
            />
          )}
          {failure && (
            <Alert color="error" icon={<IconAlertCircle />} role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={transition.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              color={action === 'reject' ? 'error' : undefined}
              loading={transition.isPending}
            >
              {label}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** One button per step the state machine allows now; each asks for confirmation and a comment. */
export function ReviewActions({ detail }: { detail: ReviewDetail }) {
  const [action, setAction] = useState<ReviewAction | null>(null);
  if (detail.allowedActions.length === 0) {
    const note = closingNotes[detail.status];
    return note ? (
      <Alert color="gray" icon={<IconInfoCircle />}>
        {note}
      </Alert>
    ) : null;
  }
  return (
    <>
      <Group gap="sm" wrap="wrap" role="group" aria-label="Review actions">
        {detail.allowedActions.map((allowed) => (
          <Button
            key={allowed}
            variant={allowed === 'advance' || allowed === 'release' ? 'filled' : 'light'}
            color={allowed === 'reject' ? 'error' : undefined}
            onClick={() => setAction(allowed)}
          >
            {reviewActionLabels[allowed]}
          </Button>
        ))}
      </Group>
      {action && (
        <TransitionDialog key={action} detail={detail} action={action} onClose={() => setAction(null)} />
      )}
    </>
  );
}
