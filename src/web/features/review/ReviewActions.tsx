import { Alert, Button, Group } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type ApplicationStatus,
  applicationMessages,
  type ReviewAction,
  type ReviewDetail,
  reviewActionLabels,
  reviewTransitionSchema,
  reviewTransitions,
  shownStatus,
} from '../../../contract/applications';
import { checklistGatedApplicationStatuses, isChecklistGated } from '../../../contract/review-decisions';
import { DecisionDialog } from './DecisionDialog';
import { reviewKeys, useTransition } from './review-api';

/** Why a reviewer sees no buttons: the application is closed, or back with the applicant. */
export const closingNotes: Partial<Record<ApplicationStatus, string>> = {
  Released: 'This application was released: the applicant is now a member. No further review steps.',
  Rejected: 'This application was rejected. No further review steps.',
  New: 'This application is with the applicant; it returns to the queue when they submit it again.',
};

/** What each decision does beyond the move, said in its dialog. */
const consequences: Partial<Record<ReviewAction, string>> = {
  release: 'The applicant becomes a member: a member number is assigned and the register entry made.',
  reject:
    'The application is closed; the applicant is told and can read the reason and the rejection letter.',
  return: 'The application goes back to the applicant, who corrects it and submits it again.',
};

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
  const target = reviewTransitions[detail.status][action];
  const what = [
    target &&
      `${detail.code} moves from ${detail.status} to ${target}. The applicant sees the status as "${shownStatus(target)}".`,
    consequences[action],
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <DecisionDialog
      action={action}
      label={reviewActionLabels[action]}
      what={what}
      danger={action === 'reject'}
      commentLabel={action === 'reject' ? 'Reason for the rejection' : 'Comment'}
      commentRequired={action === 'return' || action === 'reject'}
      commentHint={action === 'return' ? applicationMessages.returnCommentVisible : undefined}
      allowHide={action !== 'return'}
      failing={detail.checklist.filter((item) => !item.pass).map((item) => item.description)}
      gated={isChecklistGated(checklistGatedApplicationStatuses, target)}
      unpaid={!detail.payment.invoiceNo || detail.payment.paid < detail.payment.amount}
      schema={reviewTransitionSchema}
      mutation={transition}
      moved={applicationMessages.moved}
      // A refusal usually means someone else moved it first: show the application as it now is.
      onRefused={() => void client.invalidateQueries({ queryKey: reviewKeys.detail(detail.code) })}
      onClose={onClose}
    />
  );
}

/** One button per step the state machine allows now; each asks for confirmation in a DecisionDialog. */
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
