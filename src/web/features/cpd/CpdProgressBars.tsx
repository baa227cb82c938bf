import { Box, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { formatPoints } from './cpd-progress-text';

export interface ProgressBarRow {
  key: string;
  label: string;
  earned: number;
  pending: number;
}

/**
 * Earned and pending points as horizontal bars, one per row (an activity type, a month). Each row's
 * figures are written beside its bar, so a screen reader reads a list of "label: N earned, M
 * pending" while the bars themselves are decoration, as in CpdPointsChart.
 */
export function CpdProgressBars({ rows, label }: { rows: readonly ProgressBarRow[]; label: string }) {
  const highest = Math.max(1, ...rows.map((row) => row.earned + row.pending));
  const width = (points: number) => `${(points / highest) * 100}%`;
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {rows.map((row) => (
        <Group key={row.key} component="li" gap="sm" wrap="nowrap" data-testid={`cpd-progress-${row.key}`}>
          <Text size="sm" w={110} fw={600} lineClamp={2}>
            {row.label}
            <VisuallyHidden>:</VisuallyHidden>
          </Text>
          <Group gap={0} wrap="nowrap" style={{ flex: 1 }} aria-hidden="true">
            <Box
              h={14}
              bg="primary"
              style={{
                width: width(row.earned),
                borderRadius: 'var(--mantine-radius-sm) 0 0 var(--mantine-radius-sm)',
              }}
            />
            <Box
              h={14}
              bg="primary.2"
              style={{
                width: width(row.pending),
                borderRadius: '0 var(--mantine-radius-sm) var(--mantine-radius-sm) 0',
              }}
            />
          </Group>
          <Text size="sm" w={130} ta="right">
            {formatPoints(row.earned)} earned
            {row.pending > 0 && <>, {formatPoints(row.pending)} pending</>}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
