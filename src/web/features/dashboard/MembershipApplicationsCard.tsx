import { Alert, Anchor, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { shownStatus } from '../../../contract/applications';
import { LoadingBlock } from '../../components/ListStates';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDateTime } from '../../lib/format';
import { useApplications } from '../applications/public';

/** The dashboard's My Membership Applications (spec 1 /dashboard): each one's state at a glance. */
export function MembershipApplicationsCard() {
  const applications = useApplications();
  const headingId = useId();
  const list = applications.data ?? [];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id={headingId}>
          My Membership Applications
        </Title>
        <Anchor component={Link} to="/application" size="sm">
          View applications
        </Anchor>
      </Group>
      {applications.isPending && <LoadingBlock label="Loading applications" h={48} />}
      {applications.isError && (
        <Alert color="error" role="alert" icon={<IconAlertCircle />}>
          {applications.error.message}
        </Alert>
      )}
      {applications.isSuccess && list.length === 0 && (
        <Text size="sm" c="dimmed">
          You have no membership applications.
        </Text>
      )}
      {list.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={headingId}>
          {list.map((application) => (
            <Paper key={application.Code} component="li" withBorder radius="sm" p="sm">
              <Group justify="space-between" align="center" gap="sm">
                <div style={{ minWidth: 0, flex: '1 1 200px' }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {application.CategoryDescription}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {application.Code} · {formatDateTime(application.ApplicationDateTime)}
                  </Text>
                </div>
                <StatusBadge status={shownStatus(application.status)} />
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Card>
  );
}
