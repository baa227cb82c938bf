import { Box, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Selection } from '../lib/list-kit/use-selection';
import { SelectPageCheckbox, SelectRowCheckbox } from './list-kit/SelectionControls';
import { SortHeader, type SortState } from './list-kit/SortHeader';

export interface ListColumn<Row> {
  header: string;
  /** Right-aligned and unbroken: money and counts. */
  numeric?: boolean;
  /** Unbroken: codes, dates and chips read badly split. */
  nowrap?: boolean;
  /** Drawn in the card's header line instead of its body on phones. */
  inCardHeader?: boolean;
  /** The list kit's sort column this header sorts by (with the list's `sort`). */
  sortKey?: string;
  cell: (row: Row) => ReactNode;
}

/** Rows that can be picked for a bulk action (the list kit's selection), keyed by `rowKey`. */
export interface RowSelection<Row> {
  selection: Selection<string>;
  /** What a row's box selects, for its accessible name: "Select brian@eik.example". */
  rowLabel: (row: Row) => string;
}

interface ResponsiveListProps<Row> {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly ListColumn<Row>[];
  /** Cards (phones) instead of a table. */
  narrow: boolean;
  /** The cards' accessible name; the table is named by `labelledBy` (the page heading). */
  label: string;
  labelledBy: string;
  actions?: (row: Row) => ReactNode;
  /** Below this width the table scrolls inside its container rather than squeezing columns. */
  minWidth?: number;
  /** Headers with a `sortKey` become sort buttons (web/components/list-kit/SortHeader). */
  sort?: SortState<string>;
  selectable?: RowSelection<Row>;
}

/**
 * A list of records with the spec's columns: a table on wide screens, one card per record on
 * phones (the header columns on top, the others as "Label: value" lines, then the actions), so
 * no page scrolls sideways at 375 px.
 */
export function ResponsiveList<Row>(props: ResponsiveListProps<Row>) {
  const {
    rows,
    rowKey,
    columns,
    narrow,
    label,
    labelledBy,
    actions,
    minWidth = 900,
    sort,
    selectable,
  } = props;
  const rowBox = (row: Row) =>
    selectable && (
      <SelectRowCheckbox selection={selectable.selection} id={rowKey(row)} label={selectable.rowLabel(row)} />
    );
  if (narrow) {
    const header = columns.filter((column) => column.inCardHeader);
    const body = columns.filter((column) => !column.inCardHeader);
    const cards = (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
        {rows.map((row) => (
          <Paper key={rowKey(row)} component="li" withBorder radius="sm" p="sm">
            <Group justify="space-between" align="center" wrap="nowrap" gap="xs">
              {rowBox(row)}
              {header.map((column) => (
                <Box key={column.header} fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {column.cell(row)}
                </Box>
              ))}
            </Group>
            <Stack gap={2} mt={4}>
              {body.map((column) => (
                <Text key={column.header} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  <Text span c="dimmed" size="sm">
                    {column.header}:{' '}
                  </Text>
                  {column.cell(row)}
                </Text>
              ))}
            </Stack>
            {actions && <Group mt="xs">{actions(row)}</Group>}
          </Paper>
        ))}
      </Stack>
    );
    if (!selectable) return cards;
    return (
      <Stack gap="xs">
        <SelectPageCheckbox selection={selectable.selection} visibleLabel />
        {cards}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            {selectable && (
              <Table.Th w={40}>
                <SelectPageCheckbox selection={selectable.selection} />
              </Table.Th>
            )}
            {columns.map((column) =>
              sort && column.sortKey ? (
                <SortHeader key={column.header} column={column.sortKey} state={sort} numeric={column.numeric}>
                  {column.header}
                </SortHeader>
              ) : (
                <Table.Th key={column.header} ta={column.numeric ? 'right' : undefined}>
                  {column.header}
                </Table.Th>
              ),
            )}
            {actions && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {selectable && <Table.Td>{rowBox(row)}</Table.Td>}
              {columns.map((column) => (
                <Table.Td
                  key={column.header}
                  ta={column.numeric ? 'right' : undefined}
                  style={column.numeric || column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                >
                  {column.cell(row)}
                </Table.Td>
              ))}
              {actions && <Table.Td>{actions(row)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
