import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { LoadingBlock } from '../../components/ListStates';
import { RefereeFormView } from '../application-documents/public';
import { useReviewDetail } from './review-api';
import { workspacePath } from './review-routes';

/**
 * /admin/review/:code/referee-form/:entryNo: a referee's answered form. The server finds a referee
 * entry by the applicant's profile, which the workspace's own answer names.
 */
export default function ReviewRefereeFormPage() {
  const { code = '', entryNo = '' } = useParams();
  const detail = useReviewDetail(code);
  if (detail.error) {
    return (
      <Alert color="error" icon={<IconAlertCircle />} role="alert">
        {detail.error.message}
      </Alert>
    );
  }
  if (!detail.data) return <LoadingBlock label="Loading referee form" h={160} />;
  return (
    <RefereeFormView
      entryNo={entryNo}
      profileId={detail.data.applicant.profileId}
      backTo={`${workspacePath(code)}?tab=referees`}
    />
  );
}
