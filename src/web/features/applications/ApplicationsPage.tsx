import { Box, Card, EmptyState, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileDescription } from '@tabler/icons-react';
import { useId } from 'react';
import { type Application, shownStatus } from '../../../contract/applications';
import { LoadFailed, LoadingRows } from '../../components/ListStates';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDateTime, formatKes } from '../../lib/format';
import { ApplicationRowActions } from './ApplicationRowActions';
import { useApplications } from './application-queries';

/** Columns whose text must not wrap: codes, money, chips and numbers read badly broken up. */
const columns: { header: string; nowrap?: boolean; cell: (application: Application) => React.ReactNode }[] = [
  { header: 'Code', nowrap: true, cell: (application) => application.Code },
  { header: 'Category', cell: (application) => application.CategoryDescription },
  { header: 'Amount', nowrap: true, cell: (application) => formatKes(application.Amount) },
  { header: 'Application Date', cell: (application) => formatDateTime(application.ApplicationDateTime) },
  {
    header: 'Status',
    nowrap: true,
    // A badge clips its text when the table squeezes it; the wrapper keeps it at its full width.
    cell: (application) => (
      <Box w="max-content">
        <StatusBadge status={shownStatus(application.status)} />
      </Box>
    ),
  },
  { header: 'Member No', nowrap: true, cell: (application) => application.assignedMemberNo ?? '—' },
];

function ApplicationCards({ applications }: { applications: Application[] }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="My Applications">
      {applications.map((application) => (
        <Paper key={application.Code} component="li" withBorder radius="sm" p="sm">
          <Group justify="space-between" align="center" wrap="nowrap" gap="xs">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {application.Code}
            </Text>
            <StatusBadge status={shownStatus(application.status)} />
          </Group>
          <Stack gap={2} mt={4}>
            {columns
              .filter((column) => column.header !== 'Code' && column.header !== 'Status')
              .map((column) => (
                <Text key={column.header} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  <Text span c="dimmed" size="sm">
                    {column.header}:{' '}
                  </Text>
                  {column.cell(application)}
                </Text>
              ))}
          </Stack>
          <Group mt="xs">
            <ApplicationRowActions application={application} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

function ApplicationTable({ applications, labelledBy }: { applications: Application[]; labelledBy: string }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header} ta={column.header === 'Amount' ? 'right' : undefined}>
                {column.header}
              </Table.Th>
            ))}
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {applications.map((application) => (
            <Table.Tr key={application.Code}>
              {columns.map((column) => (
                <Table.Td
                  key={column.header}
                  ta={column.header === 'Amount' ? 'right' : undefined}
                  style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                >
                  {column.cell(application)}
                </Table.Td>
              ))}
              <Table.Td>
                <ApplicationRowActions application={application} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

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
        {list.length > 0 &&
          (narrow ? (
            <ApplicationCards applications={list} />
          ) : (
            <ApplicationTable applications={list} labelledBy={headingId} />
          ))}
      </Card>
    </Stack>
  );
}
