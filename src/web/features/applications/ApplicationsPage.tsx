import { Box, Card, EmptyState, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileDescription } from '@tabler/icons-react';
import { useId } from 'react';
import { type Application, shownStatus } from '../../../contract/applications';
import { LoadFailed, LoadingRows } from '../../components/ListStates';
import { type ListColumn, ResponsiveList } from '../../components/ResponsiveList';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDateTime, formatKes } from '../../lib/format';
import { ApplicationRowActions } from './ApplicationRowActions';
import { useApplications } from './application-queries';

const columns: ListColumn<Application>[] = [
  { header: 'Code', nowrap: true, inCardHeader: true, cell: (application) => application.Code },
  { header: 'Category', cell: (application) => application.CategoryDescription },
  { header: 'Amount', numeric: true, cell: (application) => formatKes(application.Amount) },
  { header: 'Application Date', cell: (application) => formatDateTime(application.ApplicationDateTime) },
  {
    header: 'Status',
    nowrap: true,
    inCardHeader: true,
    // A badge clips its text when the table squeezes it; the wrapper keeps it at its full width.
    cell: (application) => (
      <Box w="max-content">
        <StatusBadge status={shownStatus(application.status)} />
      </Box>
    ),
  },
  { header: 'Member No', nowrap: true, cell: (application) => application.assignedMemberNo ?? '—' },
];

/** /application (spec 2 §2.8, §4): the applicant's applications with the actions each allows. */
export default function ApplicationsPage() {
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const applications = useApplications();
  const headingId = useId();
  const list = applications.data ?? [];
  return (
    <Stack gap="lg">
      <Title order={1} size="h2" id={headingId}>
        My Applications
      </Title>
      <Card withBorder radius="md" padding={narrow ? 'sm' : 'lg'}>
        {applications.isPending && <LoadingRows label="Loading applications" />}
        {applications.isError && (
          <LoadFailed message={applications.error.message} onRetry={() => void applications.refetch()} />
        )}
        {applications.isSuccess && list.length === 0 && (
          <EmptyState
            size="sm"
            icon={<IconFileDescription size={28} />}
            withIndicatorBackground
            title="You have no membership applications yet."
            py="md"
          />
        )}
        {list.length > 0 && (
          <ResponsiveList
            rows={list}
            rowKey={(application) => application.Code}
            columns={columns}
            narrow={narrow}
            label="My Applications"
            labelledBy={headingId}
            actions={(application) => <ApplicationRowActions application={application} />}
          />
        )}
      </Card>
    </Stack>
  );
}
