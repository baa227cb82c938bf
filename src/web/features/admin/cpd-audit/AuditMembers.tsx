import { Alert, Badge, Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import {
  type CpdAuditDetail,
  type CpdAuditMember,
  type CpdAuditOutcome,
  cpdAuditOutcomeColours,
  cpdAuditOutcomeLabels,
  cpdAuditOutcomes,
  cpdReviewMessages,
} from '../../../../contract/cpd-review';
import { type ListColumn, ResponsiveList } from '../../../components/ResponsiveList';
import { formatDay } from '../../../lib/format';
import { toastSuccess } from '../admin-toasts';
import { useCancelCpdAudit, useRecordCpdOutcome } from './cpd-audit-queries';

export const OutcomeBadge = ({ outcome }: { outcome: CpdAuditOutcome }) => (
  <Badge color={cpdAuditOutcomeColours[outcome]} variant="light">
    {cpdAuditOutcomeLabels[outcome]}
  </Badge>
);

const columns: ListColumn<CpdAuditMember>[] = [
  { header: '#', numeric: true, cell: (row) => row.drawPosition },
  { header: 'Member', inCardHeader: true, cell: (row) => `${row.memberName} (${row.memberNo})` },
  { header: 'Category', cell: (row) => row.category },
  {
    header: 'Records',
    cell: (row) =>
      row.userId === null
        ? cpdReviewMessages.noAccountYet
        : `${row.records.verified} verified, ${row.records.submitted} to verify, ${row.records.other} other`,
  },
  { header: 'Outcome', inCardHeader: true, cell: (row) => <OutcomeBadge outcome={row.outcome} /> },
  { header: 'Note', cell: (row) => row.note ?? '—' },
];

function OutcomeEditor({ auditId, member }: { auditId: number; member: CpdAuditMember }) {
  const [outcome, setOutcome] = useState<CpdAuditOutcome>(member.outcome);
  const [note, setNote] = useState(member.note ?? '');
  const save = useRecordCpdOutcome(auditId, {
    onSuccess: () => toastSuccess(cpdReviewMessages.outcomeSaved),
  });
  return (
    <Group gap={4} wrap="nowrap" align="end">
      <NativeSelect
        size="xs"
        aria-label={`Outcome for ${member.memberNo}`}
        data={cpdAuditOutcomes.map((value) => ({ value, label: cpdAuditOutcomeLabels[value] }))}
        value={outcome}
        onChange={(event) => setOutcome(event.currentTarget.value as CpdAuditOutcome)}
      />
      <TextInput
        size="xs"
        aria-label={`Note for ${member.memberNo}`}
        placeholder="Note"
        maxLength={1000}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
      <Button
        size="compact-xs"
        loading={save.isPending}
        onClick={() => save.mutate({ auditMemberId: member.id, outcome, note })}
      >
        Save
      </Button>
    </Group>
  );
}

/** One audit: how it was drawn (seed and algorithm, to repeat it), the members in draw order, their outcomes. */
export function AuditMembers({ audit }: { audit: CpdAuditDetail }) {
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const [reason, setReason] = useState('');
  const cancel = useCancelCpdAudit(audit.id, {
    onSuccess: () => toastSuccess(cpdReviewMessages.auditCancelled),
  });
  const active = audit.status === 'active';
  return (
    <Stack gap="sm">
      <Title order={2} size="h4" id="audit-members-title">
        {audit.year} audit{active ? '' : ' (cancelled)'}
      </Title>
      <Text size="sm">
        {audit.selectedCount} of {audit.eligibleCount} eligible member(s) drawn ({audit.sharePercent}%,
        rounded up); evidence due by {formatDay(audit.deadline)}. Seed {audit.seed}, algorithm{' '}
        {audit.algorithm}.
      </Text>
      {audit.members.length === 0 ? (
        <Text c="dimmed">No member was eligible for this audit.</Text>
      ) : (
        <ResponsiveList
          rows={audit.members}
          rowKey={(row) => String(row.id)}
          columns={columns}
          narrow={narrow}
          label={`Members drawn in the ${audit.year} audit`}
          labelledBy="audit-members-title"
          actions={active ? (row) => <OutcomeEditor auditId={audit.id} member={row} /> : undefined}
          minWidth={900}
        />
      )}
      {active && (
        <Group align="end" gap="sm">
          <TextInput
            label="Reason to cancel"
            value={reason}
            maxLength={1000}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Button
            color="red"
            variant="light"
            disabled={!reason.trim()}
            loading={cancel.isPending}
            onClick={() => cancel.mutate(reason.trim())}
          >
            Cancel this audit
          </Button>
        </Group>
      )}
      {cancel.isError && (
        <Alert color="error" role="alert">
          {cancel.error.message}
        </Alert>
      )}
    </Stack>
  );
}
