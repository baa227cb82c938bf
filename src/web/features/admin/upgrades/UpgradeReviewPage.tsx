import { Alert, Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { checklistGatedUpgradeStatuses, isChecklistGated } from '../../../../contract/review-decisions';
import {
  type UpgradeReviewAction,
  type UpgradeReviewDetail,
  upgradeActionLabels,
  upgradeMessages,
  upgradeTransitionSchema,
  upgradeTransitions,
} from '../../../../contract/upgrades';
import { LoadingBlock } from '../../../components/ListStates';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDateTime, formatKes } from '../../../lib/format';
import { ChecklistPanel, DecisionDialog } from '../../review/public';
import { useUpgradeReview, useUpgradeTransition } from './upgrade-review-api';

function Facts({ detail }: { detail: UpgradeReviewDetail }) {
  const facts: [string, string][] = [
    ['Member', `${detail.memberName} (${detail.memberNo})`],
    ['E-mail', detail.email],
    ['From category', detail.fromCategoryDescription],
    ['To category', detail.toCategoryDescription],
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

/** What each decision does beyond the move, said in its dialog. */
const consequences = (detail: UpgradeReviewDetail): Record<UpgradeReviewAction, string> => ({
  advance: 'The committee reviews the upgrade next.',
  approve: `The member moves from ${detail.fromCategoryDescription} to ${detail.toCategoryDescription} (their member number stays) and can download the acceptance letter.`,
  reject: 'The upgrade is closed; the member is told and can read the reason.',
});

function Actions({ detail }: { detail: UpgradeReviewDetail }) {
  const transition = useUpgradeTransition(detail.code);
  const [action, setAction] = useState<UpgradeReviewAction | null>(null);
  if (detail.allowedActions.length === 0) return <Text c="dimmed">No further review steps.</Text>;
  const target = action ? upgradeTransitions[detail.status][action] : undefined;
  return (
    <>
      <Group role="group" aria-label="Review actions">
        {detail.allowedActions.map((allowed) => (
          <Button
            key={allowed}
            color={allowed === 'reject' ? 'error' : undefined}
            variant={allowed === 'reject' ? 'light' : 'filled'}
            onClick={() => setAction(allowed)}
          >
            {upgradeActionLabels[allowed]}
          </Button>
        ))}
      </Group>
      {action && (
        <DecisionDialog
          key={action}
          action={action}
          label={upgradeActionLabels[action]}
          what={`Upgrade ${detail.code} moves from ${detail.status} to ${target}. ${consequences(detail)[action]}`}
          danger={action === 'reject'}
          commentLabel={action === 'reject' ? 'Reason for the rejection' : 'Comment'}
          commentRequired={action === 'reject'}
          allowHide
          failing={detail.checklist.filter((item) => !item.pass).map((item) => item.description)}
          gated={isChecklistGated(checklistGatedUpgradeStatuses, target)}
          unpaid={!detail.paid}
          schema={upgradeTransitionSchema}
          mutation={transition}
          moved={upgradeMessages.moved}
          onClose={() => setAction(null)}
        />
      )}
    </>
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
      <Card withBorder radius="md" padding="lg" component="section" aria-label="Checklist">
        <Title order={2} size="h4" mb="sm">
          Checklist of {detail.toCategoryDescription}
        </Title>
        <ChecklistPanel checklist={detail.checklist} />
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
