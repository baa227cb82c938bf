import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { memberRecordMessages } from '../../../../contract/member-record-messages';
import { LoadFailed } from '../../../components/ListStates';
import { useBack } from '../../../components/use-back';
import { ApiError } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/session';
import { MemberActions } from './MemberActions';
import { MemberHeader } from './MemberHeader';
import { MemberTabs } from './MemberTabs';
import { useMemberRecord } from './member-api';

/**
 * /admin/members/:memberNo (issue 24): one member record with everything the body holds on it, for
 * staff; admins also act on it. The number arrives percent-decoded ('G/2307').
 */
export default function MemberPage() {
  const { memberNo = '' } = useParams();
  const { data: me } = useCurrentUser();
  const back = useBack(me?.is_admin ? '/admin/member-register' : '/admin/review');
  const record = useMemberRecord(memberNo);
  const notFound = record.error instanceof ApiError && record.error.status === 404;
  const isAdmin = Boolean(me?.is_admin);

  return (
    <Stack gap="md" maw="100%">
      <Button
        variant="subtle"
        leftSection={<IconArrowLeft size={16} />}
        onClick={back}
        w="fit-content"
        px={0}
      >
        Back
      </Button>
      {notFound && (
        <Alert color="error" icon={<IconAlertCircle />} role="alert" title={memberNo}>
          {memberRecordMessages.notFound}
        </Alert>
      )}
      {record.error && !notFound && (
        <LoadFailed message={record.error.message} onRetry={() => record.refetch()} />
      )}
      {record.isPending && (
        <Stack gap="sm" role="status" aria-label="Loading the member">
          <Skeleton h={40} w="60%" />
          <Skeleton h={120} />
          <Skeleton h={240} />
        </Stack>
      )}
      {record.data && (
        <>
          <MemberHeader record={record.data} />
          {isAdmin && <MemberActions record={record.data} />}
          <MemberTabs record={record.data} isAdmin={isAdmin} />
        </>
      )}
    </Stack>
  );
}
