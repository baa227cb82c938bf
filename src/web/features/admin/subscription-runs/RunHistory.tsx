import { Badge, Card, EmptyState, Stack, Table, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useId } from 'react';
import type { BillingRun, BillingRunStatus } from '../../../../contract/subscriptions';
import { LoadFailed, LoadingRows } from '../../../components/ListStates';
import { formatCount, formatDateTime } from '../../../lib/format';
import { durationOf, useBillingRuns } from './run-queries';

const statusColours: Record<BillingRunStatus, string> = {
  Running: 'info',
  Finished: 'success',
  Failed: 'error',
};

const columns: { header: string; numeric?: boolean; cell: (run: BillingRun) => React.ReactNode }[] = [
  { header: 'Period', cell: (run) => run.period },
  {
    header: 'Status',
    cell: (run) => (
      <Badge color={statusColours[run.status]} variant="light">
        {run.status}
      </Badge>
    ),
  },
  { header: 'Billed', numeric: true, cell: (run) => formatCount(run.billed) },
  { header: 'Already billed', numeric: true, cell: (run) => formatCount(run.alreadyBilled) },
  { header: 'Members', numeric: true, cell: (run) => formatCount(run.total) },
  { header: 'Started by', cell: (run) => run.startedBy },
  { header: 'Started', cell: (run) => formatDateTime(run.startedAt) },
  { header: 'Time taken', cell: (run) => durationOf(run) ?? '—' },
];

/** Every billing run so far, newest first, so staff can see a period was billed and by whom. */
export function RunHistory() {
  const runs = useBillingRuns();
  const headingId = useId();
  const list = runs.data ?? [];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          Past runs
        </Title>
        {runs.isPending && <LoadingRows label="Loading billing runs" />}
        {runs.isError && <LoadFailed message={runs.error.message} onRetry={() => void runs.refetch()} />}
        {runs.isSuccess && list.length === 0 && (
          <EmptyState
            size="sm"
            icon={<IconHistory size={28} />}
            withIndicatorBackground
            title="No period has been billed yet."
            py="md"
          />
        )}
        {list.length > 0 && (
          <Table.ScrollContainer minWidth={800}>
            <Table striped verticalSpacing="sm" aria-labelledby={headingId}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column.header} ta={column.numeric ? 'right' : undefined}>
                      {column.header}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((run) => (
                  <Table.Tr key={run.id}>
                    {columns.map((column) => (
                      <Table.Td
                        key={column.header}
                        ta={column.numeric ? 'right' : undefined}
                        style={{ whiteSpace: 'nowrap' }}
                      >
                        {column.cell(run)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
