import { Box, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { CpdPoints } from '../../../contract/cpd';
import { formatCount } from '../../lib/format';

/**
 * Points per year as horizontal bars. Each bar's year and figure are written beside it, so the
 * chart reads the same to a screen reader (a list of "year: points") as it looks; the bars
 * themselves are decoration.
 */
export function CpdPointsChart({ byYear }: { byYear: CpdPoints['byYear'] }) {
  const years = [...byYear].sort((a, b) => a.year - b.year);
  const highest = Math.max(1, ...years.map((entry) => entry.points));
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="CPD points per year">
      {years.map((entry) => (
        <Group key={entry.year} component="li" gap="sm" wrap="nowrap">
          <Text size="sm" w={44} fw={600}>
            {entry.year}
            <VisuallyHidden>:</VisuallyHidden>
          </Text>
          <Box style={{ flex: 1 }} aria-hidden="true">
            <Box
              data-testid={`cpd-bar-${entry.year}`}
              h={14}
              bg="primary"
              style={{
                width: `${(entry.points / highest) * 100}%`,
                minWidth: entry.points > 0 ? 4 : 0,
                borderRadius: 'var(--mantine-radius-sm)',
              }}
            />
          </Box>
          <Text size="sm" w={80} ta="right" style={{ whiteSpace: 'nowrap' }}>
            {formatCount(entry.points)} <span aria-hidden="true">pts</span>
            <VisuallyHidden>points</VisuallyHidden>
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
