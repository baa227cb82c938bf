import { Alert, Badge, Button, Group, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import type { CpdReviewDecision, CpdReviewRecord } from '../../../../contract/cpd-review';
import { documentUrl } from '../../../../contract/uploads';
import { FilePreviewButton } from '../../../components/FilePreview';
import { type ListColumn, ResponsiveList } from '../../../components/ResponsiveList';
import { formatDay, formatDaySpan, formatDecimal } from '../../../lib/format';
import { CpdDecisionDialog } from './CpdDecisionDialog';
import { useCpdReviewQueue } from './cpd-review-queries';

const columns: ListColumn<CpdReviewRecord>[] = [
  { header: 'Submitted', nowrap: true, cell: (row) => formatDay(row.submittedAt) },
  { header: 'Member', inCardHeader: true, cell: (row) => `${row.memberName} (${row.memberNo ?? '—'})` },
  {
    header: 'Activity',
    cell: (row) => (
      <Stack gap={0}>
        <Text size="sm">{row.title}</Text>
        <Text size="xs" c="dimmed">
          {row.activityType} · {row.provider}
        </Text>
      </Stack>
    ),
  },
  { header: 'Dates', nowrap: true, cell: (row) => formatDaySpan(row.startDate, row.endDate) },
  { header: 'Hours', numeric: true, cell: (row) => formatDecimal(row.hours) },
  { header: 'Points', numeric: true, cell: (row) => formatDecimal(row.points) },
  {
    header: 'Evidence',
    cell: (row) =>
      row.evidence ? (
        <FilePreviewButton url={documentUrl(row.evidence.id, 'inline')} name={`Evidence for ${row.title}`} />
      ) : (
        <Badge color="gray" variant="light">
          None
        </Badge>
      ),
  },
];

/**
 * /admin/cpd-review: the CPD records members submitted, oldest first, for approvers and admins to
 * verify, reject with a reason, or send back for more evidence (decision 0047).
 */
export default function CpdReviewQueuePage() {
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const [member, setMember] = useState('');
  const [year, setYear] = useState('');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<{ record: CpdReviewRecord; decision: CpdReviewDecision } | null>(
    null,
  );
  const yearNumber = /^\d{4}$/.test(year) ? Number(year) : null;
  const queue = useCpdReviewQueue({ member, year: yearNumber, page });
  const data = queue.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const decideButtons = (record: CpdReviewRecord) => (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-xs"
        onClick={() => setDeciding({ record, decision: 'approve' })}
        aria-label={`Verify ${record.title} of ${record.memberName}`}
      >
        Verify
      </Button>
      <Button
        size="compact-xs"
        variant="light"
        onClick={() => setDeciding({ record, decision: 'request-evidence' })}
        aria-label={`Ask ${record.memberName} for more evidence on ${record.title}`}
      >
        More evidence
      </Button>
      <Button
        size="compact-xs"
        variant="light"
        color="red"
        onClick={() => setDeciding({ record, decision: 'reject' })}
        aria-label={`Reject ${record.title} of ${record.memberName}`}
      >
        Reject
      </Button>
    </Group>
  );
  return (
    <Stack gap="md">
      <Title order={2} id="cpd-review-title">
        CPD to verify
      </Title>
      <Group gap="sm" align="end">
        <TextInput
          label="Member"
          description="Member number, name or e-mail"
          value={member}
          onChange={(event) => {
            setMember(event.currentTarget.value);
            setPage(1);
          }}
        />
        <TextInput
          label="CPD year"
          inputMode="numeric"
          maxLength={4}
          w={110}
          value={year}
          onChange={(event) => {
            setYear(event.currentTarget.value.replace(/\D/g, ''));
            setPage(1);
          }}
        />
      </Group>
      {queue.isError && (
        <Alert color="error" role="alert">
          {queue.error.message}
        </Alert>
      )}
      {data && data.items.length === 0 && (
        <Text c="dimmed">No CPD records are waiting for verification.</Text>
      )}
      {data && data.items.length > 0 && (
        <ResponsiveList
          rows={data.items}
          rowKey={(row) => String(row.id)}
          columns={columns}
          narrow={narrow}
          label="CPD records to verify"
          labelledBy="cpd-review-title"
          actions={decideButtons}
          minWidth={980}
        />
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
      {deciding && (
        <CpdDecisionDialog
          record={deciding.record}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
        />
      )}
    </Stack>
  );
}
