import { Card, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { LoadFailed, LoadingRows } from '../../../components/ListStates';
import { type ListColumn, ResponsiveList } from '../../../components/ResponsiveList';
import { formatCount } from '../../../lib/format';
import { type MemberList, type MemberListItem, useMemberList } from './member-api';

const titleId = (id: string) => `member-${id}-title`;

/** A titled card of the member page; the title names the card's list or table for screen readers. */
export function MemberSection(props: { id: string; title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId(props.id)}>
      <Stack gap="sm">
        <Group justify="space-between" align="center" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={titleId(props.id)}>
            {props.title}
          </Title>
          {props.extra}
        </Group>
        {props.children}
      </Stack>
    </Card>
  );
}

interface ListProps<Row> {
  id: string;
  title: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly ListColumn<Row>[];
  narrow: boolean;
  empty: string;
  minWidth?: number;
}

/** A short list the summary carries whole: a table, or cards on phones, or a line saying it is empty. */
export function SummaryList<Row>(props: ListProps<Row>) {
  return (
    <MemberSection id={props.id} title={props.title}>
      {props.rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {props.empty}
        </Text>
      ) : (
        <ResponsiveList
          rows={props.rows}
          rowKey={props.rowKey}
          columns={props.columns}
          narrow={props.narrow}
          label={props.title}
          labelledBy={titleId(props.id)}
          minWidth={props.minWidth ?? 640}
        />
      )}
    </MemberSection>
  );
}

/** A list read from its own endpoint a page at a time, with its loading, failure and empty states. */
export function PagedList<List extends MemberList>(
  props: Omit<ListProps<MemberListItem<List>>, 'rows'> & { memberNo: string; list: List; extra?: ReactNode },
) {
  const [page, setPage] = useState(1);
  const query = useMemberList(props.memberNo, props.list, page);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const count = data && data.total > 0 ? ` (${formatCount(data.total)})` : '';
  return (
    <MemberSection id={props.id} title={`${props.title}${count}`} extra={props.extra}>
      {query.isPending && <LoadingRows label={`Loading ${props.title.toLowerCase()}`} />}
      {query.error && <LoadFailed message={query.error.message} onRetry={() => query.refetch()} />}
      {data && data.items.length === 0 && (
        <Text c="dimmed" size="sm">
          {props.empty}
        </Text>
      )}
      {data && data.items.length > 0 && (
        <div style={{ opacity: query.isFetching ? 0.7 : 1 }}>
          <ResponsiveList
            rows={data.items}
            rowKey={props.rowKey}
            columns={props.columns}
            narrow={props.narrow}
            label={props.title}
            labelledBy={titleId(props.id)}
            minWidth={props.minWidth ?? 640}
          />
        </div>
      )}
      {pages > 1 && (
        <Pagination
          value={page}
          onChange={setPage}
          total={pages}
          siblings={0}
          aria-label={`Pages of ${props.title.toLowerCase()}`}
        />
      )}
    </MemberSection>
  );
}
