import { Alert, Group, Pagination, Select, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { applicationStatuses, REVIEW_PAGE_SIZE, type ReviewQueueView } from '../../../contract/applications';
import { formatCount } from '../../lib/format';
import { AssigneeAgeFilters } from './AssigneeAgeFilters';
import { BulkAssignBar } from './BulkAssignBar';
import { QueueResults } from './QueueResults';
import {
  filtersFrom,
  isStatus,
  isView,
  type QueueFilters,
  searchOf,
  useCategories,
  useReviewQueue,
} from './review-api';
import { useRowSelection } from './use-row-selection';

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

/** /admin/review (decisions.md "Roles"): the applications approvers and admins work through. */
export default function ReviewQueuePage() {
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFrom(params), [params]);
  const [term, setTerm] = useState(filters.term);
  const queue = useReviewQueue(filters);
  const categories = useCategories();

  // Any new filter starts again from the first page.
  const change = (next: Partial<QueueFilters>, replace = false) =>
    setParams(searchOf({ ...filters, page: 1, ...next }), { replace });
  // Typing replaces the history entry, so Back leaves the queue instead of undoing letters.
  const changeTerm = useDebouncedCallback((value: string) => change({ term: value.trim() }, true), 300);

  const categoryOptions = [
    { value: ALL, label: 'All categories' },
    ...(categories.data ?? []).map((category) => ({
      value: category.Code,
      label: `${category.Description} (${category.categoryType})`,
    })),
  ];
  const categoryNames = new Map((categories.data ?? []).map((c) => [c.Code, c.Description]));
  const data = queue.data;
  const pageCodes = useMemo(() => (data?.items ?? []).map((item) => item.code), [data]);
  const selection = useRowSelection(pageCodes, params.toString());
  const pages = data ? Math.max(1, Math.ceil(data.total / (data.pageSize || REVIEW_PAGE_SIZE))) : 1;

  return (
    <Stack gap="lg">
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
      <Group align="end" gap="sm" wrap="wrap">
        <Select
          label="Status"
          data={statusOptions}
          value={filters.status ?? filters.view}
          onChange={(value) =>
            change(
              isStatus(value) ? { status: value } : { status: null, view: isView(value) ? value : 'waiting' },
            )
          }
          allowDeselect={false}
          w={{ base: '100%', sm: 200 }}
        />
        <Select
          label="Category"
          data={categoryOptions}
          value={filters.category ?? ALL}
          onChange={(value) => change({ category: value && value !== ALL ? value : null })}
          allowDeselect={false}
          searchable
          w={{ base: '100%', sm: 280 }}
        />
        <AssigneeAgeFilters assignee={filters.assignee} age={filters.age} onChange={change} />
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
      <BulkAssignBar selection={selection} />
      {data && data.items.length > 0 && (
        <div style={{ opacity: queue.isPlaceholderData ? 0.7 : 1 }}>
          <QueueResults
            items={data.items}
            narrow={narrow}
            categoryNames={categoryNames}
            selection={selection}
          />
        </div>
      )}
      {pages > 1 && (
        <nav aria-label="Review queue pages">
          <Pagination
            value={Math.min(filters.page, pages)}
            onChange={(page) => setParams(searchOf({ ...filters, page }))}
            total={pages}
            siblings={1}
          />
        </nav>
      )}
    </Stack>
  );
}
