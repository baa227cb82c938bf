import { Text } from '@mantine/core';
import type { LedgerEntry } from '../../../contract/money';
import { dueStateTexts } from '../../../contract/money-messages';

/** An invoice's state in words: red while overdue, green once paid; nothing for a receipt. */
export function DueState({ state }: { state: LedgerEntry['dueState'] }) {
  if (!state) return null;
  if (state.kind === 'paid')
    return (
      <Text span size="sm" fw={600} c="success">
        {dueStateTexts.paid}
      </Text>
    );
  if (state.kind === 'overdue')
    return (
      <Text span size="sm" fw={600} c="error">
        {dueStateTexts.overdue(state.days)}
      </Text>
    );
  return (
    <Text span size="sm">
      {dueStateTexts.due(state.days)}
    </Text>
  );
}
