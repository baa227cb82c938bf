import { Code, Text } from '@mantine/core';
import type { AuditEntry } from '../../../../contract/audit-log';
import type { OutboxMessage } from '../../../../contract/outbox';
import type { ListColumn } from '../../../components/ResponsiveList';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDateTime } from '../../../lib/format';
import { PagedList } from './MemberSection';

const messageColumns: ListColumn<OutboxMessage>[] = [
  { header: 'Queued', nowrap: true, cell: (row) => formatDateTime(row.created_at) },
  { header: 'Channel', inCardHeader: true, cell: (row) => (row.channel === 'email' ? 'E-mail' : 'SMS') },
  { header: 'Status', inCardHeader: true, nowrap: true, cell: (row) => <StatusBadge status={row.status} /> },
  { header: 'To', cell: (row) => row.recipient },
  { header: 'Subject', cell: (row) => row.subject ?? '—' },
  { header: 'Sent', nowrap: true, cell: (row) => formatDateTime(row.sent_at) },
];

const auditColumns: ListColumn<AuditEntry>[] = [
  { header: 'When', nowrap: true, cell: (row) => formatDateTime(row.createdAt) },
  { header: 'Action', inCardHeader: true, cell: (row) => row.action },
  {
    header: 'By',
    cell: (row) => (
      <>
        {row.actorName ?? row.actorEmail ?? 'System'}
        {row.actedAsEmail && (
          <Text size="xs" component="span" display="block">
            as {row.actedAsEmail}
          </Text>
        )}
      </>
    ),
  },
  { header: 'Subject', cell: (row) => [row.subjectType, row.subjectId].filter(Boolean).join(' ') || '—' },
  {
    header: 'Details',
    cell: (row) =>
      row.details ? (
        <Code style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} maw={360} display="inline-block">
          {row.details}
        </Code>
      ) : (
        '—'
      ),
  },
];

/** E-mails and SMS the portal sent to the member's contacts (admins, as the message log). */
export function MessagesTab({ memberNo, narrow }: { memberNo: string; narrow: boolean }) {
  return (
    <PagedList
      id="messages"
      title="Messages sent"
      memberNo={memberNo}
      list="messages"
      rowKey={(row) => String(row.id)}
      columns={messageColumns}
      narrow={narrow}
      empty="No e-mail or SMS has been sent to this member's contacts."
      minWidth={820}
    />
  );
}

/** What was done to the record, its account and its invoices, by whom (admins, as the audit log). */
export function AuditTab({ memberNo, narrow }: { memberNo: string; narrow: boolean }) {
  return (
    <PagedList
      id="audit"
      title="Audit trail"
      memberNo={memberNo}
      list="audit"
      rowKey={(row) => String(row.id)}
      columns={auditColumns}
      narrow={narrow}
      empty="Nothing has been recorded about this member yet."
      minWidth={900}
    />
  );
}
