import { Box, Group, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A column the list can be ordered by: its header is a button, and says its order (aria-sort). */
export interface ColumnSort {
  direction: 'ascending' | 'descending' | 'none';
  onSort: () => void;
}

export interface ListColumn<Row> {
  header: string;
  /** Right-aligned and unbroken: money and counts. */
  numeric?: boolean;
  /** Unbroken: codes, dates and chips read badly split. */
  nowrap?: boolean;
  /** Drawn in the card's header line instead of its body on phones. */
  inCardHeader?: boolean;
  /** Tables only: phones order the cards by the list's own sort control. */
  sort?: ColumnSort;
  cell: (row: Row) => ReactNode;
}

const sortIcons = { ascending: IconArrowUp, descending: IconArrowDown, none: IconArrowsSort };

function SortableHeader({ header, sort }: { header: string; sort: ColumnSort }) {
  const Icon = sortIcons[sort.direction];
  return (
    <UnstyledButton onClick={sort.onSort} fw={700} fz="sm">
      <Group gap={4} wrap="nowrap">
        {header}
        <Icon size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
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
}

/**
 * A list of records with the spec's columns: a table on wide screens, one card per record on
 * phones (the header columns on top, the others as "Label: value" lines, then the actions), so
 * no page scrolls sideways at 375 px.
 */
export function ResponsiveList<Row>(props: ResponsiveListProps<Row>) {
  const { rows, rowKey, columns, narrow, label, labelledBy, actions, minWidth = 900 } = props;
  if (narrow) {
    const header = columns.filter((column) => column.inCardHeader);
    const body = columns.filter((column) => !column.inCardHeader);
    return (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
        {rows.map((row) => (
          <Paper key={rowKey(row)} component="li" withBorder radius="sm" p="sm">
            <Group justify="space-between" align="center" wrap="nowrap" gap="xs">
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
  }
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th
                key={column.header}
                ta={column.numeric ? 'right' : undefined}
                aria-sort={column.sort?.direction}
              >
                {column.sort ? <SortableHeader header={column.header} sort={column.sort} /> : column.header}
              </Table.Th>
            ))}
            {actions && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
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
