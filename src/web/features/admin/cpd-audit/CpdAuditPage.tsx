import { Alert, Button, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { roleAllows, roleOfAccount } from '../../../../contract/policies';
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
export default function CpdAuditPage() {
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
        <Table aria-labelledby="cpd-audits-title" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Year</Table.Th>
              <Table.Th>Drawn</Table.Th>
              <Table.Th>Evidence due</Table.Th>
              <Table.Th>Outcomes</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {audits.data.map((audit) => (
              <Table.Tr key={audit.id}>
                <Table.Td>{audit.year}</Table.Td>
                <Table.Td>
                  {audit.selectedCount} of {audit.eligibleCount}
                </Table.Td>
                <Table.Td>{formatDay(audit.deadline)}</Table.Td>
                <Table.Td>
                  {audit.outcomes.passed} passed, {audit.outcomes.failed} failed, {audit.outcomes.excused}{' '}
                  excused, {audit.outcomes.pending} pending
                </Table.Td>
                <Table.Td>{audit.status === 'active' ? 'Active' : 'Cancelled'}</Table.Td>
                <Table.Td>
                  <Button size="compact-xs" variant="light" onClick={() => setOpenId(audit.id)}>
                    Open {audit.year}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {open.data && <AuditMembers audit={open.data} />}
    </Stack>
  );
}
