import { NativeSelect } from '@mantine/core';
import type { SortDirection } from '../../../contract/list-query';

interface SortSelectProps<Column extends string> {
  /** Each sortable column's header, in the order the choices list them. */
  labels: Readonly<Record<Column, string>>;
  sort: Column;
  dir: SortDirection;
  setSort: (column: Column, dir: SortDirection) => void;
}

/**
 * The order of a list shown as cards (phones have no column headers to click): one choice per
 * column and direction, the same orders the table's headers give.
 */
export function SortSelect<Column extends string>({ labels, sort, dir, setSort }: SortSelectProps<Column>) {
  const columns = Object.keys(labels) as Column[];
  return (
    <NativeSelect
      label="Order"
      value={`${sort}:${dir}`}
      data={columns.flatMap((column) => [
        { value: `${column}:asc`, label: `${labels[column]}, ascending` },
        { value: `${column}:desc`, label: `${labels[column]}, descending` },
      ])}
      onChange={(event) => {
        const [column, order] = event.currentTarget.value.split(':') as [Column, SortDirection];
        setSort(column, order);
      }}
    />
  );
}
