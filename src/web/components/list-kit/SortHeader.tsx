import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { SortDirection } from '../../../contract/list-query';

export interface SortState<Column extends string> {
  sort: Column;
  dir: SortDirection;
  toggleSort(column: Column): void;
}

interface SortHeaderProps<Column extends string> {
  column: Column;
  state: SortState<Column>;
  children: ReactNode;
  numeric?: boolean;
}

/**
 * A column header that sorts the list: a real button inside the th (so Tab reaches it and Enter or
 * Space clicks it), with `aria-sort` on the th telling screen readers the current order. Clicking
 * the sorted column flips its direction; another column sorts ascending.
 */
export function SortHeader<Column extends string>({
  column,
  state,
  children,
  numeric,
}: SortHeaderProps<Column>) {
  const active = state.sort === column;
  const Icon = !active ? IconArrowsSort : state.dir === 'asc' ? IconSortAscending : IconSortDescending;
  return (
    <Table.Th
      aria-sort={active ? (state.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
      ta={numeric ? 'right' : undefined}
      style={{ whiteSpace: 'nowrap' }}
    >
      <UnstyledButton onClick={() => state.toggleSort(column)} fw={700} fz="sm" style={{ borderRadius: 4 }}>
        <Group gap={4} wrap="nowrap" component="span">
          {children}
          <Icon size={14} aria-hidden="true" style={{ opacity: active ? 1 : 0.45 }} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
