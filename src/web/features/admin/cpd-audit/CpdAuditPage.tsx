import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Suspense, useState } from 'react';
import type { CpdAudit } from '../../../../contract/cpd-review';
import { roleAllows, roleOfAccount } from '../../../../contract/policies';
import { type ListColumn, ResponsiveList } from '../../../components/ResponsiveList';
import { formatDay } from '../../../lib/format';
import { lazyPart } from '../../../lib/lazy-part';
import { useCurrentUser } from '../../../lib/session';
import { AuditMembers } from './AuditMembers';
import { useCpdAudit, useCpdAudits } from './cpd-audit-queries';

// The draw is a yearly act: its form (the schema, the number fields) loads with Draw an audit.
const StartAuditForm = lazyPart('admin/cpd-audit/StartAuditForm', () => import('./StartAuditForm'));

/**
 * /admin/cpd-audits: the yearly random CPD audit (decision 0047). Admins draw it; approvers and
 * admins record each drawn member's outcome.
 */
const auditColumns: ListColumn<CpdAudit>[] = [
  { header: 'Year', inCardHeader: true, cell: (audit) => `${audit.year} audit` },
  { header: 'Drawn', cell: (audit) => `${audit.selectedCount} of ${audit.eligibleCount}` },
  { header: 'Evidence due', nowrap: true, cell: (audit) => formatDay(audit.deadline) },
  {
    header: 'Outcomes',
    cell: ({ outcomes }) =>
      `${outcomes.passed} passed, ${outcomes.failed} failed, ${outcomes.excused} excused, ${outcomes.pending} pending`,
  },
  { header: 'Status', cell: (audit) => (audit.status === 'active' ? 'Active' : 'Cancelled') },
];

export default function CpdAuditPage() {
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const { data: user } = useCurrentUser();
  const mayDraw = roleAllows(roleOfAccount(user ?? null), 'runCpdAudits');
  const audits = useCpdAudits();
  const [openId, setOpenId] = useState<number | null>(null);
  const [drawing, setDrawing] = useState(false);
  const open = useCpdAudit(openId);
  return (
    <Stack gap="md">
      <Title order={1} size="h2" id="cpd-audits-title">
        CPD Audits
      </Title>
      {mayDraw && !drawing && (
        <Button style={{ alignSelf: 'flex-start' }} onClick={() => setDrawing(true)}>
          Draw an audit
        </Button>
      )}
      {mayDraw && drawing && (
        <Suspense fallback={<Loader size="sm" aria-label="Loading the draw form" />}>
          <StartAuditForm
            onDrawn={(id) => {
              setDrawing(false);
              setOpenId(id);
            }}
          />
        </Suspense>
      )}
      {audits.isError && (
        <Alert color="error" role="alert">
          {audits.error.message}
        </Alert>
      )}
      {audits.data && audits.data.length === 0 && <Text c="dimmed">No CPD audit has been drawn yet.</Text>}
      {audits.data && audits.data.length > 0 && (
        <ResponsiveList
          rows={audits.data}
          rowKey={(audit) => String(audit.id)}
          columns={auditColumns}
          narrow={narrow}
          label="CPD audits"
          labelledBy="cpd-audits-title"
          minWidth={0}
          actions={(audit) => (
            <Button size="compact-xs" variant="light" onClick={() => setOpenId(audit.id)}>
              Open {audit.year}
            </Button>
          )}
        />
      )}
      {open.data && <AuditMembers audit={open.data} />}
    </Stack>
  );
}
