import { Alert, Stack, Table, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { AttendanceResult } from '../../../../contract/cpd';

/**
 * What marking or importing did: the server's sentence, then each row that awarded nothing with
 * why, so staff can fix the sheet or the booking and try those rows again.
 */
export function AttendanceResultView({ result, title }: { result: AttendanceResult; title: string }) {
  return (
    <Stack gap="sm">
      <Alert
        color={result.awarded > 0 ? 'success' : 'gray'}
        icon={<IconCircleCheck />}
        title={title}
        role="status"
      >
        {result.message}
      </Alert>
      {result.rejected.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Not recorded ({result.rejected.length})
          </Text>
          {/* Three short columns fit a phone, so this table needs no card layout. */}
          <Table.ScrollContainer minWidth={0}>
            <Table
              striped
              verticalSpacing="xs"
              aria-label="Rows not recorded"
              style={{ tableLayout: 'fixed' }}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={56}>Line</Table.Th>
                  <Table.Th>Value</Table.Th>
                  <Table.Th>Reason</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.rejected.map((row) => (
                  <Table.Tr key={`${row.line}-${row.value}`}>
                    <Table.Td>{row.line}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.value}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.reason}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Stack>
  );
}
