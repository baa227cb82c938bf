import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a read-only view shows for a field the member left empty. */
export const NOT_GIVEN = 'Not given';

export interface SummaryItem {
  label: string;
  /** Empty (null, undefined, '' or an empty list) reads "Not given". */
  value: ReactNode;
  /** Spans the whole width: long texts and lists. */
  wide?: boolean;
}

const isEmpty = (value: ReactNode) =>
  value === null ||
  value === undefined ||
  value === false ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * A read-only view of a member's details: a definition list of label and value in full, wrapping,
 * in the body's text colour (not greyed-out inputs), names rather than codes, "Not given" when empty.
 */
export function ProfileSummary({ items, label }: { items: SummaryItem[]; label: string }) {
  return (
    <SimpleGrid
      component="dl"
      aria-label={label}
      cols={{ base: 1, sm: 2, md: 3 }}
      spacing="md"
      verticalSpacing="sm"
      m={0}
    >
      {items.map((item) => (
        <Stack
          key={item.label}
          gap={2}
          style={item.wide ? { gridColumn: '1 / -1' } : undefined}
          // dt/dd pairs grouped in a div are valid inside a dl.
          component="div"
        >
          <Text component="dt" size="sm" c="dimmed">
            {item.label}
          </Text>
          <Text
            component="dd"
            m={0}
            fw={500}
            c={isEmpty(item.value) ? 'dimmed' : undefined}
            style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
          >
            {isEmpty(item.value) ? NOT_GIVEN : item.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
