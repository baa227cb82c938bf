import { Alert, Badge, Button, Card, Checkbox, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconEyeOff } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import {
  applicationMessages,
  COMMENT_MAX,
  type ReviewComment,
  reviewCommentRequestSchema,
} from '../../../contract/applications';
import { ApiError } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useAddComment } from './review-api';

export const HIDDEN_FROM_APPLICANT = 'Hidden from applicant';
export const HIDE_FROM_APPLICANT = 'Hide from applicant';

function CommentList({ comments }: { comments: ReviewComment[] }) {
  if (comments.length === 0) return <Text c="dimmed">{applicationMessages.noComments}</Text>;
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Comments">
      {comments.map((comment) => (
        <Card key={comment.id} component="li" withBorder radius="md" padding="sm">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm" fw={600}>
              {comment.displayName}
              <Text span size="xs" c="dimmed" fw={400} ml="xs">
                {formatDateTime(comment.commentDate)}
              </Text>
            </Text>
            {comment.hiddenFromApplicant && (
              <Badge color="gray" variant="outline" leftSection={<IconEyeOff size={12} />}>
                {HIDDEN_FROM_APPLICANT}
              </Badge>
            )}
          </Group>
          <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {comment.comment}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}

function AddCommentForm({ code }: { code: string }) {
  const [comment, setComment] = useState('');
  const [hidden, setHidden] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const add = useAddComment(code);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = reviewCommentRequestSchema.safeParse({ comment, hiddenFromApplicant: hidden });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? applicationMessages.commentRequired);
      return;
    }
    setProblem(null);
    add.mutate(checked.data, {
      onSuccess: () => {
        setComment('');
        setHidden(false);
        notifications.show({ color: 'success', message: applicationMessages.commentAdded });
      },
      onError: (error) => {
        const fieldError = error instanceof ApiError ? error.errors.comment : undefined;
        if (fieldError) setProblem(fieldError);
        else setFailure(error.message);
      },
    });
  };

  return (
    <Card withBorder radius="md" component="form" onSubmit={submit} noValidate aria-label="Add a comment">
      <Stack gap="sm">
        <Textarea
          label="Add a comment"
          rows={4}
          maxLength={COMMENT_MAX}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          error={problem}
        />
        <Checkbox
          label={HIDE_FROM_APPLICANT}
          checked={hidden}
          onChange={(event) => setHidden(event.currentTarget.checked)}
        />
        {failure && (
          <Alert color="error" icon={<IconAlertCircle />} role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            Add comment
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function CommentsPanel({ code, comments }: { code: string; comments: ReviewComment[] }) {
  return (
    <Stack gap="md">
      <CommentList comments={comments} />
      <AddCommentForm code={code} />
    </Stack>
  );
}
