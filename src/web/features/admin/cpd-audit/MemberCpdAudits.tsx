import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { formatDay } from '../../../lib/format';
import { OutcomeBadge } from './AuditMembers';
import { useMemberCpdAudits } from './cpd-audit-queries';

/** The member page's CPD tab: the audits the member was drawn in and their outcomes. */
export function MemberCpdAudits({ memberNo }: { memberNo: string }) {
  const audits = useMemberCpdAudits(memberNo);
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Title order={3} size="h5" id="member-cpd-audits">
          CPD audits
        </Title>
        {audits.isError && <Text c="red">{audits.error.message}</Text>}
        {audits.data?.length === 0 && <Text c="dimmed">This member has not been drawn for a CPD audit.</Text>}
        {audits.data && audits.data.length > 0 && (
          <Table aria-labelledby="member-cpd-audits">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Year</Table.Th>
                <Table.Th>Evidence due</Table.Th>
                <Table.Th>Outcome</Table.Th>
                <Table.Th>Note</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {audits.data.map((audit) => (
                <Table.Tr key={audit.auditId}>
                  <Table.Td>
                    {audit.year}
                    {audit.cancelled ? ' (cancelled)' : ''}
                  </Table.Td>
                  <Table.Td>{formatDay(audit.deadline)}</Table.Td>
                  <Table.Td>
                    <OutcomeBadge outcome={audit.outcome} />
                  </Table.Td>
                  <Table.Td>{audit.note ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
