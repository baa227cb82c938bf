import { Card, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type AuditEntry, auditLogSort } from '../../../../contract/audit-log';
import { LoadFailed, LoadingRows } from '../../../components/ListStates';
import { ExportCsvButton } from '../../../components/list-kit/ExportButtons';
import { ListPager } from '../../../components/list-kit/ListPager';
import { type ListColumn, ResponsiveList } from '../../../components/ResponsiveList';
import { formatDateTime } from '../../../lib/format';
import { useListParams } from '../../../lib/list-kit/use-list-params';
import { AuditLogFilters, auditFilterKeys } from './AuditLogFilters';
import { AuditSubject } from './AuditSubject';
import { downloadAuditCsv, useAuditLog } from './audit-log-queries';

const columns: ListColumn<AuditEntry>[] = [
  { header: 'When', nowrap: true, sortKey: 'date', cell: (entry) => formatDateTime(entry.createdAt) },
  { header: 'Action', inCardHeader: true, sortKey: 'action', cell: (entry) => entry.action },
  {
    header: 'Actor',
    sortKey: 'actor',
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
  const params = useListParams(auditFilterKeys, auditLogSort);
  const query = useAuditLog(params.query);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="end" wrap="wrap">
        <Title order={1} size="h2" id="audit-log-title">
          Audit Log
        </Title>
        <ExportCsvButton
          onExport={() => downloadAuditCsv(params.csvQuery)}
          disabled={!query.data || query.data.total === 0}
        />
      </Group>
      <Card withBorder radius="md" padding="md">
        <AuditLogFilters
          applied={params.filters}
          actions={query.data?.actions ?? []}
          onApply={(filters) => params.setFilters(filters)}
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
              sort={params}
            />
          ) : (
            <Text ta="center" c="dimmed" py="xl">
              Nothing recorded matches these filters.
            </Text>
          )}
        </Card>
      )}
      <ListPager
        data={query.data}
        page={params.page}
        setPage={params.setPage}
        noun={['entry', 'entries']}
        label="Audit log pages"
      />
    </Stack>
  );
}
