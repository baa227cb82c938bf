import { Badge, Group, Text } from '@mantine/core';
import type { StageTiming } from '../../../contract/review-assignment';
import { formatDay } from '../../lib/format';

export const stageDueTexts = {
  overdue: 'Overdue',
  daysInStage: (days: number) => `${days} ${days === 1 ? 'day' : 'days'} in stage`,
  due: (day: string) => `Due ${day}`,
} as const;

/** Where work stands against the service level: the due day of its stage, flagged once it passed. */
export function StageDue({ timing }: { timing: StageTiming }) {
  if (!timing.dueAt) return <Text size="sm">—</Text>;
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDay(timing.dueAt)}
      </Text>
      {timing.overdue && (
        <Badge color="error" variant="light" size="sm">
          {stageDueTexts.overdue}
        </Badge>
      )}
    </Group>
  );
}
