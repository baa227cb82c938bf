import { Anchor, Badge, Card, Select, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import type { ReviewQueueView } from '../../../../contract/applications';
import { type UpgradeStatus, upgradeStatuses } from '../../../../contract/upgrades';
import { LoadFailed, LoadingRows } from '../../../components/ListStates';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDateTime, formatKes } from '../../../lib/format';
import { type UpgradeQueueFilter, useUpgradeQueue } from './upgrade-review-api';

export const upgradeQueueViewLabels: Record<ReviewQueueView, string> = {
  waiting: 'Waiting for a decision',
  finished: 'Finished (approved or rejected)',
  all: 'All',
};
const views = Object.keys(upgradeQueueViewLabels) as ReviewQueueView[];
const isStatus = (value: string | null): value is UpgradeStatus =>
  (upgradeStatuses as readonly (string | null)[]).includes(value);
const isView = (value: string | null): value is ReviewQueueView =>
  (views as readonly (string | null)[]).includes(value);

const options = [
  ...views.map((view) => ({ value: view, label: upgradeQueueViewLabels[view] })),
  ...upgradeStatuses.map((value) => ({ value, label: value })),
];

/** The filter in the address (so Back from an upgrade keeps it); none is the work waiting. */
function filterOf(params: URLSearchParams): UpgradeQueueFilter {
  const status = params.get('status');
  const view = params.get('view');
  if (isStatus(status)) return { status };
  return { view: isView(view) ? view : 'waiting' };
}

/** /admin/upgrades: the upgrade applications for staff to review, oldest waiting first. */
export default function UpgradeQueuePage() {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const queue = useUpgradeQueue(filter);
  const choose = (value: string | null) => {
    if (isStatus(value)) setParams({ status: value });
    else setParams(isView(value) && value !== 'waiting' ? { view: value } : {});
  };
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Upgrades
      </Title>
      <Select
        label="Status"
        w={220}
        data={options}
        value={'status' in filter ? filter.status : filter.view}
        onChange={choose}
        allowDeselect={false}
      />
      <Card withBorder radius="md" padding="lg">
        {queue.isPending && <LoadingRows label="Loading upgrades" />}
        {queue.isError && <LoadFailed message={queue.error.message} onRetry={() => void queue.refetch()} />}
        {queue.isSuccess && queue.data.length === 0 && <Text c="dimmed">No upgrades match this filter.</Text>}
        {queue.isSuccess && queue.data.length > 0 && (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" aria-label="Upgrade queue">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Code</Table.Th>
                  <Table.Th>Member</Table.Th>
                  <Table.Th>From</Table.Th>
                  <Table.Th>To</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th>Submitted</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Fee</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {queue.data.map((item) => (
                  <Table.Tr key={item.code}>
                    <Table.Td>
                      <Anchor component={Link} to={`/admin/upgrades/${encodeURIComponent(item.code)}`}>
                        {item.code}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      {item.memberName}
                      <Text size="xs" c="dimmed">
                        {item.memberNo}
                      </Text>
                    </Table.Td>
                    <Table.Td>{item.fromCategoryDescription}</Table.Td>
                    <Table.Td>{item.toCategoryDescription}</Table.Td>
                    <Table.Td ta="right">{formatKes(item.amount)}</Table.Td>
                    <Table.Td>{formatDateTime(item.submittedAt)}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={item.status} />
                    </Table.Td>
                    <Table.Td>
                      <Badge color={item.paid ? 'green' : 'gray'} variant="light">
                        {item.paid ? 'Paid' : 'Unpaid'}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </Stack>
  );
}
