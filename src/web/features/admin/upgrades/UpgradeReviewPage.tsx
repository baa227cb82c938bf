import { Alert, Button, Card, Checkbox, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { COMMENT_MAX } from '../../../../contract/applications';
import {
  type UpgradeReviewAction,
  type UpgradeReviewDetail,
  upgradeActionLabels,
  upgradeMessages,
} from '../../../../contract/upgrades';
import { LoadingBlock } from '../../../components/ListStates';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDateTime, formatKes } from '../../../lib/format';
import { useUpgradeReview, useUpgradeTransition } from './upgrade-review-api';

function Facts({ detail }: { detail: UpgradeReviewDetail }) {
  const facts: [string, string][] = [
    ['Member', `${detail.memberName} (${detail.memberNo})`],
    ['E-mail', detail.email],
    ['From category', detail.fromCategory],
    ['To category', detail.toCategory],
    ['Amount', formatKes(detail.amount)],
    ['Fee', detail.paid ? 'Paid' : 'Unpaid'],
    ['Submitted', formatDateTime(detail.submittedAt)],
  ];
  return (
    <Stack gap={4}>
      {facts.map(([label, value]) => (
        <Group key={label} gap="sm" wrap="nowrap" align="flex-start">
          <Text size="sm" c="dimmed" w={120} style={{ flexShrink: 0 }}>
            {label}
          </Text>
          <Text size="sm">{value}</Text>
        </Group>
      ))}
    </Stack>
  );
}

function Actions({ detail }: { detail: UpgradeReviewDetail }) {
  const transition = useUpgradeTransition(detail.code);
  const [comment, setComment] = useState('');
  const [hidden, setHidden] = useState(false);
  const run = (action: UpgradeReviewAction) =>
    transition.mutate(
      { action, comment, hiddenFromApplicant: hidden },
      {
        onSuccess: () => {
          setComment('');
          setHidden(false);
        },
      },
    );
  if (detail.allowedActions.length === 0) return <Text c="dimmed">No further review steps.</Text>;
  return (
    <Stack gap="sm">
      {transition.isError && (
        <Alert color="error" role="alert">
          {transition.error.message}
        </Alert>
      )}
      {transition.isSuccess && (
        <Alert color="success" role="status">
          {upgradeMessages.moved(transition.data.status)}
        </Alert>
      )}
      <Textarea
        label="Comment"
        value={comment}
        maxLength={COMMENT_MAX}
        rows={3}
        onChange={(event) => setComment(event.currentTarget.value)}
      />
      <Checkbox
        label="Hide this comment from the member"
        checked={hidden}
        onChange={(event) => setHidden(event.currentTarget.checked)}
      />
      <Group>
        {detail.allowedActions.map((action) => (
          <Button
            key={action}
            color={action === 'reject' ? 'red' : undefined}
            loading={transition.isPending && transition.variables?.action === action}
            disabled={transition.isPending}
            onClick={() => run(action)}
          >
            {upgradeActionLabels[action]}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

/** /admin/upgrades/:code: one upgrade with its documents, comments, history and the allowed actions. */
export default function UpgradeReviewPage() {
  const { code = '' } = useParams();
  const review = useUpgradeReview(code);
  if (review.isPending) return <LoadingBlock label="Loading upgrade" h={240} />;
  if (review.isError) return <Alert color="error">{review.error.message}</Alert>;
  const detail = review.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Upgrade {detail.code}
        </Title>
        <StatusBadge status={detail.status} />
      </Group>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Facts detail={detail} />
          <Group>
            <Button
              component={Link}
              to={`/admin/upgrades/${encodeURIComponent(detail.code)}/document`}
              variant="light"
              size="xs"
            >
              Upgrade Report
            </Button>
          </Group>
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="sm">
          Decision
        </Title>
        <Actions detail={detail} />
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="sm">
          Comments
        </Title>
        {detail.comments.length === 0 && <Text c="dimmed">{upgradeMessages.noComments}</Text>}
        <Stack gap="sm">
          {detail.comments.map((comment, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: comments are only ever appended.
            <Paper key={index} withBorder p="sm">
              <Text size="sm" fw={600}>
                {comment.displayName} · {formatDateTime(comment.commentDate)}
                {comment.hiddenFromApplicant ? ' · hidden from the member' : ''}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {comment.comment}
              </Text>
            </Paper>
          ))}
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="sm">
          History
        </Title>
        <Stack gap={4}>
          {detail.transitions.map((move) => (
            <Text key={`${move.at}-${move.to}`} size="sm">
              {formatDateTime(move.at)}: {move.from ?? '—'} → {move.to} by {move.actor}
              {move.comment ? ` (${move.comment})` : ''}
            </Text>
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}
