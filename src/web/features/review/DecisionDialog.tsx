import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { COMMENT_MAX } from '../../../contract/applications';
import { reviewDecisionMessages } from '../../../contract/review-decisions';
import { CheckboxField, TextAreaField } from '../../components/form-fields';
import { ApiError } from '../../lib/api';
import { placeServerErrors } from '../../lib/server-errors';
import { HIDE_FROM_APPLICANT } from './CommentsPanel';

/** What a decision sends: the same fields for an application and an upgrade. */
export interface DecisionValues<Action extends string> {
  action: Action;
  comment: string;
  hiddenFromApplicant: boolean;
  checklistOverride: string;
}

/** What the dialog needs of a TanStack mutation; method syntax, so any answer with a status fits. */
interface DecisionMutation<Action extends string> {
  isPending: boolean;
  mutateAsync(body: DecisionValues<Action>): Promise<{ status: string }>;
}

export const decisionDialogTexts = {
  failingTitle: (count: number) => `${count} checklist ${count === 1 ? 'item is' : 'items are'} failing`,
  unpaidTitle: 'Fee not paid',
} as const;

export interface DecisionDialogProps<Action extends string> {
  action: Action;
  /** The button and the dialog's title: "Release", "Approve". */
  label: string;
  /** What will happen, in a sentence or two: "APP-1 moves from Board Review to Released. …" */
  what: string;
  danger: boolean;
  /** The comment's label ("Comment", "Reason for the rejection"); required where it is the reason. */
  commentLabel: string;
  commentRequired: boolean;
  commentHint?: string;
  /** Whether the comment may be hidden from the applicant (a return's never may). */
  allowHide: boolean;
  /** The applicant's failing checklist items, warned about before any decision. */
  failing: readonly string[];
  /** The step needs the checklist complete (decision 0028): with items failing, an override reason. */
  gated: boolean;
  unpaid: boolean;
  schema: z.ZodType<DecisionValues<Action>, Partial<DecisionValues<Action>>>;
  /** The area's transition mutation (its data module's), which answers the record as it now is. */
  mutation: DecisionMutation<Action>;
  /** The toast's text once the record moved. */
  moved: (status: string) => string;
  /** A 409: someone may have moved it first, so the caller reads it afresh. */
  onRefused?: () => void;
  onClose: () => void;
}

/**
 * Every staff decision on an application or an upgrade asks here first: it says what will happen,
 * warns about failing checklist items and an unpaid fee, takes the comment (the reason, where one is
 * required) and, for a checklist-gated step with items failing, the override reason the server
 * records; it ends with a toast (decision 0028).
 */
export function DecisionDialog<Action extends string>(props: DecisionDialogProps<Action>) {
  const { action, label, failing, gated, mutation, onClose } = props;
  const needsOverride = gated && failing.length > 0;
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<
    Partial<DecisionValues<Action>>,
    unknown,
    DecisionValues<Action>
  >({
    resolver: zodResolver(props.schema),
    defaultValues: { action, comment: '', hiddenFromApplicant: false, checklistOverride: '' },
  });

  const send = (values: DecisionValues<Action>) => {
    setFailure(null);
    if (needsOverride && !values.checklistOverride) {
      setError('checklistOverride', { message: reviewDecisionMessages.checklistFailing(failing) });
      return;
    }
    // The promise, not mutate's callbacks: a final step (Release, Reject) reads the record again
    // and removes the actions holding this dialog, and mutate's callbacks die with them.
    mutation
      .mutateAsync({ ...values, hiddenFromApplicant: props.allowHide && values.hiddenFromApplicant })
      .then(
        (answer) => {
          notifications.show({ color: 'success', message: props.moved(answer.status) });
          onClose();
        },
        (error: Error) => {
          if (placeServerErrors(error, setError, ['comment', 'checklistOverride']) === 0) {
            setFailure(error.message);
          }
          if (error instanceof ApiError && error.status === 409) props.onRefused?.();
        },
      );
  };

  return (
    <Modal opened onClose={onClose} title={label} centered>
      <form onSubmit={handleSubmit(send)} noValidate>
        <Stack gap="sm">
          <Text size="sm">{props.what}</Text>
          {failing.length > 0 && (
            <Alert
              color="warning"
              icon={<IconAlertTriangle />}
              title={decisionDialogTexts.failingTitle(failing.length)}
              // A warning read before deciding, not a failure: the refusal alone is an alert.
              role="note"
            >
              <List size="sm" aria-label="Failing checklist items">
                {failing.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          {props.unpaid && (
            <Alert
              color="warning"
              icon={<IconAlertTriangle />}
              title={decisionDialogTexts.unpaidTitle}
              role="note"
            >
              {reviewDecisionMessages.unpaidWarning}
            </Alert>
          )}
          {needsOverride && (
            <TextAreaField
              control={control}
              name="checklistOverride"
              label={reviewDecisionMessages.overrideLabel}
              description={reviewDecisionMessages.overrideHint}
              required
            />
          )}
          <TextAreaField
            control={control}
            name="comment"
            label={props.commentLabel}
            description={props.commentHint}
            required={props.commentRequired}
            // The counter takes the description's place, so a hint goes without it.
            max={props.commentHint ? undefined : COMMENT_MAX}
          />
          {props.allowHide && (
            <CheckboxField control={control} name="hiddenFromApplicant" label={HIDE_FROM_APPLICANT} />
          )}
          {failure && (
            <Alert color="error" icon={<IconAlertCircle />} role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button type="submit" color={props.danger ? 'error' : undefined} loading={mutation.isPending}>
              {label}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
