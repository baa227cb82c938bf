import { Alert, Anchor, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { applicationMessages, type ReviewDetail } from '../../../contract/applications';
import { memberPagePath } from '../../../contract/member-record-messages';
import { LoadingBlock } from '../../components/ListStates';
import { StatusBadge } from '../../components/StatusBadge';
import { useBack } from '../../components/use-back';
import { ApiError } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { AssignmentControl } from './AssignmentControl';
import { CommentsPanel } from './CommentsPanel';
import { ChecklistPanel, DocumentsPanel, HistoryPanel, PaymentPanel, RefereesPanel } from './DecisionPanels';
import { ProfilePanel } from './ProfilePanel';
import { ReviewActions } from './ReviewActions';
import { useReviewDetail } from './review-api';

const tabs = ['profile', 'checklist', 'referees', 'payment', 'documents', 'history', 'comments'] as const;
type Tab = (typeof tabs)[number];

const tabLabels: Record<Tab, string> = {
  profile: 'Profile',
  checklist: 'Checklist',
  referees: 'Referees',
  payment: 'Payment',
  documents: 'Documents',
  history: 'History',
  comments: 'Comments',
};

function Header({ detail }: { detail: ReviewDetail }) {
  const { applicant } = detail;
  return (
    <Stack gap={4}>
      <Group gap="sm" wrap="wrap">
        <Title order={1} size="h2">
          {detail.code}
        </Title>
        <StatusBadge status={detail.status} />
      </Group>
      <Text fw={600}>
        {applicant.name}
        {applicant.type && (
          <Text span c="dimmed" fw={400}>
            {' '}
            · {applicant.type}
          </Text>
        )}
      </Text>
      <Text size="sm">
        {detail.categoryDescription} ({detail.category})
      </Text>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {[applicant.email, applicant.phone, applicant.idNumber && `ID ${applicant.idNumber}`]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      <Text size="sm" c="dimmed">
        Submitted {formatDateTime(detail.submittedAt)}
        {detail.assignedMemberNo && (
          <>
            {' · Member no '}
            <Anchor component={Link} to={memberPagePath(detail.assignedMemberNo)}>
              {detail.assignedMemberNo}
            </Anchor>
          </>
        )}
      </Text>
    </Stack>
  );
}

function Workspace({ detail }: { detail: ReviewDetail }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && tabs.includes(asked) ? asked : 'profile';
  // The open tab is part of the address, so a reload or Back returns to it.
  const open = (next: string | null) =>
    setParams(next && next !== 'profile' ? { tab: next } : {}, { replace: true });

  return (
    <Stack gap="lg">
      <Header detail={detail} />
      <AssignmentControl detail={detail} />
      <ReviewActions detail={detail} />
      <Tabs value={tab} onChange={open} keepMounted={false}>
        <Tabs.List>
          {tabs.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {tabLabels[name]}
              {name === 'comments' && detail.comments.length > 0 && ` (${detail.comments.length})`}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="profile" pt="md">
          <ProfilePanel code={detail.code} />
        </Tabs.Panel>
        <Tabs.Panel value="checklist" pt="md">
          <ChecklistPanel checklist={detail.checklist} />
        </Tabs.Panel>
        <Tabs.Panel value="referees" pt="md">
          <RefereesPanel code={detail.code} referees={detail.referees} />
        </Tabs.Panel>
        <Tabs.Panel value="payment" pt="md">
          <PaymentPanel payment={detail.payment} />
        </Tabs.Panel>
        <Tabs.Panel value="documents" pt="md">
          <DocumentsPanel code={detail.code} />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <HistoryPanel history={detail.history} />
        </Tabs.Panel>
        <Tabs.Panel value="comments" pt="md">
          <CommentsPanel code={detail.code} comments={detail.comments} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** /admin/review/:code: everything a reviewer decides an application on, and the decision itself. */
export default function ReviewWorkspacePage() {
  const { code = '' } = useParams();
  const back = useBack('/admin/review');
  const detail = useReviewDetail(code);
  const notFound = detail.error instanceof ApiError && detail.error.status === 404;

  return (
    <Stack gap="md">
      <Button
        variant="subtle"
        leftSection={<IconArrowLeft size={16} />}
        onClick={back}
        w="fit-content"
        px={0}
      >
        Back to the queue
      </Button>
      {detail.error && (
        <Alert color="error" icon={<IconAlertCircle />} role="alert">
          {notFound ? applicationMessages.notFound : detail.error.message}
        </Alert>
      )}
      {detail.isPending && <LoadingBlock label="Loading application" h={160} />}
      {detail.data && <Workspace detail={detail.data} />}
    </Stack>
  );
}
