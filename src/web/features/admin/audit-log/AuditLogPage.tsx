import { Card, Code, Pagination, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { AuditEntry } from '../../../../contract/audit-log';
import { LoadFailed, LoadingRows } from '../../../components/ListStates';
import { type ListColumn, ResponsiveList } from '../../../components/ResponsiveList';
import { formatDateTime } from '../../../lib/format';
import { type AuditFilters, AuditLogFilters, auditFilterKeys } from './AuditLogFilters';
import { AuditSubject } from './AuditSubject';
import { useAuditLog } from './audit-log-queries';

const columns: ListColumn<AuditEntry>[] = [
  { header: 'When', nowrap: true, cell: (entry) => formatDateTime(entry.createdAt) },
  { header: 'Action', inCardHeader: true, cell: (entry) => entry.action },
  {
    header: 'Actor',
    cell: (entry) => (
      <>
        {entry.actorEmail ? (
          <>
            {entry.actorName ?? entry.actorEmail}
            {entry.actorName && (
              <Text size="xs" c="dimmed" component="span" display="block">
                {entry.actorEmail}
              </Text>
            )}
          </>
        ) : entry.actedAsEmail ? (
          'A removed account'
        ) : (
          'System'
        )}
        {entry.actedAsEmail && (
          <Text size="xs" component="span" display="block">
            as {entry.actedAsName ? `${entry.actedAsName} (${entry.actedAsEmail})` : entry.actedAsEmail}
          </Text>
        )}
      </>
    ),
  },
  { header: 'Subject', cell: (entry) => <AuditSubject entry={entry} /> },
  {
    header: 'Details',
    cell: (entry) =>
      entry.details ? (
        <Code style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} maw={360} display="inline-block">
          {entry.details}
        </Code>
      ) : (
        '—'
      ),
  },
];

/** Admins: who did what, when. The filters and page live in the URL, so a view can be shared. */
export default function AuditLogPage() {
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const [params, setParams] = useSearchParams();
  const applied = useMemo(
    () => Object.fromEntries(auditFilterKeys.map((key) => [key, params.get(key) ?? ''])) as AuditFilters,
    [params],
  );
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = new URLSearchParams({ page: String(page) });
  for (const key of auditFilterKeys) if (applied[key]) search.set(key, applied[key]);
  const query = useAuditLog(search);
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;
  const go = (filters: AuditFilters, nextPage: number) => {
    const next = new URLSearchParams();
    for (const key of auditFilterKeys) if (filters[key]) next.set(key, filters[key]);
    if (nextPage > 1) next.set('page', String(nextPage));
    setParams(next);
  };

  return (
    <Stack gap="lg">
      <Title order={1} size="h2" id="audit-log-title">
        Audit Log
      </Title>
      <Card withBorder radius="md" padding="md">
        <AuditLogFilters
          applied={applied}
          actions={query.data?.actions ?? []}
          onApply={(filters) => go(filters, 1)}
        />
      </Card>
      {query.isPending && <LoadingRows label="Loading the audit log" rows={5} />}
      {query.error && <LoadFailed message={query.error.message} onRetry={() => query.refetch()} />}
      {query.data && (
        <Card withBorder radius="md" padding={narrow ? 'xs' : 0}>
          {query.data.items.length > 0 ? (
            <ResponsiveList
              rows={query.data.items}
              rowKey={(entry) => String(entry.id)}
              columns={columns}
              narrow={narrow}
              label="Audit log entries"
              labelledBy="audit-log-title"
              minWidth={880}
            />
          ) : (
            <Text ta="center" c="dimmed" py="xl">
              Nothing recorded matches these filters.
            </Text>
          )}
        </Card>
      )}
      {query.data && (
        <Text size="sm" c="dimmed">
          {query.data.total} entries
        </Text>
      )}
      {pages > 1 && (
        <Pagination
          value={page}
          onChange={(value) => go(applied, value)}
          total={pages}
          aria-label="Audit log pages"
        />
      )}
    </Stack>
  );
}
