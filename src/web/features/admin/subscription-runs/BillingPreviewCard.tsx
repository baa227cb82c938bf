import { Alert, Loader, SimpleGrid, Stack, Table, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { BillingPreview } from '../../../../contract/subscriptions';
import { formatCount, formatKes } from '../../../lib/format';
import { LeftOutList } from './LeftOutList';
import { Figure } from './RunProgress';

/** Before a run: who the chosen period bills now, and who it leaves out and why. */
export function BillingPreviewCard({
  preview,
  loading,
  error,
}: {
  preview: BillingPreview | undefined;
  loading: boolean;
  error: Error | null;
}) {
  if (error)
    return (
      <Alert color="error" icon={<IconAlertCircle />} role="alert">
        {error.message}
      </Alert>
    );
  if (loading || !preview)
    return <Loader size="sm" role="progressbar" aria-label="Counting the members to bill" />;
  return (
    <Stack gap="md" aria-live="polite">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        <Figure label="To bill now" value={formatCount(preview.toBill)} />
        <Figure label="Of them without an account" value={formatCount(preview.toBillWithoutAccount)} />
        <Figure label="Already billed" value={formatCount(preview.alreadyBilled)} />
        <Figure label="Amount" value={formatKes(preview.amount)} />
      </SimpleGrid>
      {preview.byCategory.length > 0 && (
        // Three short columns fit a phone as they are: no sideways scroll box to reach by keyboard.
        <Table
          striped
          withTableBorder
          fz="sm"
          aria-label={`Members to bill for ${preview.period} by category`}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Category</Table.Th>
              <Table.Th ta="right">Members</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.byCategory.map((row) => (
              <Table.Tr key={row.category}>
                <Table.Td>{row.category}</Table.Td>
                <Table.Td ta="right">{formatCount(row.members)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatKes(row.amount)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Title order={3} size="h5">
        Left out of {preview.period}
      </Title>
      <LeftOutList groups={preview.leftOut} />
    </Stack>
  );
}
