import {
  Badge,
  Card,
  Group,
  Paper,
  ScrollArea,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import type { ImportReport } from '../../../contract/member-register';
import { formatCount } from '../../lib/format';

const outcomeColours: Record<string, string> = {
  added: 'success',
  updated: 'info',
  unchanged: 'gray',
  rejected: 'error',
};

export function ImportReportCard({ report, narrow }: { report: ImportReport; narrow: boolean }) {
  const [show, setShow] = useState<'all' | 'rejected'>(report.rejected > 0 ? 'rejected' : 'all');
  const rows = show === 'rejected' ? report.rows.filter((row) => row.outcome === 'rejected') : report.rows;
  const counts = [
    { label: 'Added', value: report.added, color: 'success' },
    { label: 'Updated', value: report.updated, color: 'info' },
    { label: 'Unchanged', value: report.unchanged, color: 'gray' },
    { label: 'Rejected', value: report.rejected, color: 'error' },
  ];
  return (
    <Card withBorder radius="md" padding="lg" aria-labelledby="import-report-title">
      <Stack gap="md">
        <Group justify="space-between" align="center" wrap="wrap">
          <Title order={2} size="h4" id="import-report-title">
            Import report
          </Title>
          <SegmentedControl
            size="xs"
            value={show}
            onChange={(value) => setShow(value as 'all' | 'rejected')}
            data={[
              { value: 'all', label: `All rows (${formatCount(report.rows.length)})` },
              { value: 'rejected', label: `Rejected (${formatCount(report.rejected)})` },
            ]}
            aria-label="Rows to show"
          />
        </Group>
        <Text role="status">
          {formatCount(report.accepted)} accepted ({formatCount(report.added)} added,{' '}
          {formatCount(report.updated)} updated), {formatCount(report.unchanged)} unchanged,{' '}
          {formatCount(report.rejected)} rejected.
        </Text>
        <Group gap="xs">
          {counts.map((count) => (
            <Badge key={count.label} color={count.color} variant="light" size="lg">
              {count.label}: {formatCount(count.value)}
            </Badge>
          ))}
        </Group>
        {rows.length === 0 ? (
          <Text c="dimmed">No rows to show.</Text>
        ) : narrow ? (
          <ScrollArea.Autosize mah={420} type="auto">
            <Stack
              gap="xs"
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label="Import report rows"
            >
              {rows.map((row) => (
                <Paper key={row.line} component="li" withBorder radius="sm" p="xs">
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm" fw={600}>
                      Line {row.line} · {row.member_no || '—'}
                    </Text>
                    <Badge
                      color={outcomeColours[row.outcome] ?? 'gray'}
                      variant="light"
                      style={{ flexShrink: 0 }}
                    >
                      {row.outcome}
                    </Badge>
                  </Group>
                  {row.reason && (
                    <Text size="sm" c="dimmed" mt={4}>
                      {row.reason}
                    </Text>
                  )}
                </Paper>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        ) : (
          <ScrollArea.Autosize mah={360} type="auto">
            <Table.ScrollContainer minWidth={520}>
              <Table striped verticalSpacing="xs" aria-label="Import report rows">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Line</Table.Th>
                    <Table.Th style={{ whiteSpace: 'nowrap' }}>Member No</Table.Th>
                    <Table.Th>Outcome</Table.Th>
                    <Table.Th>Reason</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.line}>
                      <Table.Td>{row.line}</Table.Td>
                      <Table.Td>{row.member_no || '—'}</Table.Td>
                      <Table.Td miw={120}>
                        <Badge color={outcomeColours[row.outcome] ?? 'gray'} variant="light">
                          {row.outcome}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{row.reason ?? ''}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Card>
  );
}
