import { Box, Group, Stack, Text, Tooltip } from '@mantine/core';
import { formatKes, formatMonth } from '../../../lib/format';

/**
 * Income per month as bars, drawn with plain elements rather than a chart library (a library
 * would weigh more than the whole page); each bar names its month and amount for screen readers.
 */
export function IncomeBars({ months }: { months: { month: string; amount: number }[] }) {
  const most = Math.max(1, ...months.map((entry) => entry.amount));
  return (
    <Stack gap={4}>
      <Group gap={4} align="flex-end" h={120} wrap="nowrap" role="list" aria-label="Income per month">
        {months.map((entry) => {
          const label = `${formatMonth(entry.month)}: ${formatKes(entry.amount)}`;
          return (
            <Tooltip key={entry.month} label={label} withArrow>
              <Box
                role="listitem"
                aria-label={label}
                style={{
                  flex: 1,
                  minWidth: 0,
                  height: `${Math.max(2, (entry.amount / most) * 100)}%`,
                  background: 'var(--mantine-color-primary-filled)',
                  borderRadius: 3,
                  opacity: entry.amount > 0 ? 1 : 0.25,
                }}
              />
            </Tooltip>
          );
        })}
      </Group>
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {months[0] ? formatMonth(months[0].month) : ''}
        </Text>
        <Text size="xs" c="dimmed">
          {months.at(-1) ? formatMonth(months.at(-1)!.month) : ''}
        </Text>
      </Group>
    </Stack>
  );
}
