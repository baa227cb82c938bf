import { Alert, Group, Pagination, Select, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import {
  applicationStatuses,
  REVIEW_PAGE_SIZE,
  type ReviewQueueView,
  reviewQueueSort,
} from '../../../contract/applications';
import { ExportCsvButton } from '../../components/list-kit/ExportButtons';
import { SortSelect } from '../../components/list-kit/SortSelect';
import { formatCount } from '../../lib/format';
import { useListParams } from '../../lib/list-kit/use-list-params';
import { useSelection } from '../../lib/list-kit/use-selection';
import { AssigneeAgeFilters } from './AssigneeAgeFilters';
import { BulkAssignBar } from './BulkAssignBar';
import { QueueResults, queueSortLabels } from './QueueResults';
import {
  downloadReviewQueueCsv,
  isStatus,
  isView,
  queueFilterKeys,
  useCategories,
  useReviewQueue,
} from './review-api';

/** The Select value standing for "no filter", since Mantine treats '' as a real option. */
const ALL = 'all';

/** The status filter: the three views first (waiting is where the queue opens), then each status. */
export const queueViewLabels: Record<ReviewQueueView, string> = {
  waiting: 'Waiting for a decision',
  finished: 'Finished (released or rejected)',
  all: 'All submitted',
};
const statusOptions = [
  ...(['waiting', 'finished', 'all'] as const).map((view) => ({ value: view, label: queueViewLabels[view] })),
  ...applicationStatuses.map((status) => ({ value: status, label: status })),
];

export const reviewQueueTexts = {
  title: 'Review queue',
  empty: 'No applications match these filters.',
  searchPlaceholder: 'Name, e-mail or application code',
} as const;

/**
 * /admin/review (decisions.md "Roles"): the applications approvers and admins work through. Filters,
 * order and page live in the address (the list kit, decision 0032), so Back from a workspace returns
 * to the same view.
 */
export default function ReviewQueuePage() {
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const params = useListParams(queueFilterKeys, reviewQueueSort);
  const { filters } = params;
  const [term, setTerm] = useState(filters.term);
  const queue = useReviewQueue(params.query);
  const categories = useCategories();

  // Typing replaces the history entry, so Back leaves the queue instead of undoing letters.
  const changeTerm = useDebouncedCallback(
    (value: string) => params.setFilters({ term: value.trim() }, { replace: true }),
    300,
  );

  const categoryOptions = [
    { value: ALL, label: 'All categories' },
    ...(categories.data ?? []).map((category) => ({
      value: category.Code,
      label: `${category.Description} (${category.categoryType})`,
    })),
  ];
  const categoryNames = new Map((categories.data ?? []).map((c) => [c.Code, c.Description]));
  const data = queue.data;
  const pageIds = useMemo(() => (data?.items ?? []).map((item) => item.id), [data]);
  // Unlike the kit's other lists, the queue's selection also ends with its page (decision 0031): a
  // bulk assignment never reaches applications the reviewer cannot see.
  const selection = useSelection(pageIds, JSON.stringify(params.query));
  const selectedCodes = (data?.items ?? [])
    .filter((item) => selection.isSelected(item.id))
    .map((item) => item.code);
  const pages = data ? Math.max(1, Math.ceil(data.total / (data.pageSize || REVIEW_PAGE_SIZE))) : 1;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="start" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {reviewQueueTexts.title}
          </Title>
          {data && (
            <Text c="dimmed" size="sm">
              {formatCount(data.total)} {data.total === 1 ? 'application' : 'applications'}
            </Text>
          )}
        </div>
        <ExportCsvButton
          onExport={() => downloadReviewQueueCsv(params.csvQuery)}
          disabled={!data || data.total === 0}
        />
      </Group>
      <Group align="end" gap="sm" wrap="wrap">
        <Select
          label="Status"
          data={statusOptions}
          value={filters.status || filters.view || 'waiting'}
          onChange={(value) =>
            params.setFilters(
              isStatus(value)
                ? { status: value, view: '' }
                : { status: '', view: isView(value) && value !== 'waiting' ? value : '' },
            )
          }
          allowDeselect={false}
          w={{ base: '100%', sm: 200 }}
        />
        <Select
          label="Category"
          data={categoryOptions}
          value={filters.category || ALL}
          onChange={(value) => params.setFilters({ category: value && value !== ALL ? value : '' })}
          allowDeselect={false}
          searchable
          w={{ base: '100%', sm: 280 }}
        />
        <AssigneeAgeFilters
          assignee={filters.assignee || null}
          age={filters.age || null}
          onChange={(next) =>
            params.setFilters(
              Object.fromEntries(Object.entries(next).map(([key, value]) => [key, value ?? ''])),
            )
          }
        />
        <TextInput
          label="Search"
          placeholder={reviewQueueTexts.searchPlaceholder}
          leftSection={<IconSearch size={16} />}
          value={term}
          onChange={(event) => {
            setTerm(event.currentTarget.value);
            changeTerm(event.currentTarget.value);
          }}
          style={{ flex: '1 1 240px' }}
        />
      </Group>
      {queue.error && (
        <Alert color="error" icon={<IconAlertCircle />} role="alert">
          {queue.error.message}
        </Alert>
      )}
      {queue.isPending && (
        <Stack gap="xs" role="status" aria-label="Loading applications">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} h={44} radius="sm" />
          ))}
        </Stack>
      )}
      {data && data.items.length === 0 && (
        <Text ta="center" c="dimmed" py="xl">
          {reviewQueueTexts.empty}
        </Text>
      )}
      {narrow && (
        <SortSelect labels={queueSortLabels} sort={params.sort} dir={params.dir} setSort={params.setSort} />
      )}
      <BulkAssignBar
        selection={selection}
        codes={selectedCodes}
        onExport={() => downloadReviewQueueCsv(params.csvQuery, selection.ids)}
      />
      {data && data.items.length > 0 && (
        <div style={{ opacity: queue.isPlaceholderData ? 0.7 : 1 }}>
          <QueueResults
            items={data.items}
            narrow={narrow}
            categoryNames={categoryNames}
            selection={selection}
            sort={params}
          />
        </div>
      )}
      {pages > 1 && (
        <nav aria-label="Review queue pages">
          <Pagination
            value={Math.min(params.page, pages)}
            onChange={params.setPage}
            total={pages}
            siblings={1}
          />
        </nav>
      )}
    </Stack>
  );
}
