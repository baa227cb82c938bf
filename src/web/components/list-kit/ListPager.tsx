import { Pagination, Text } from '@mantine/core';
import { formatCount } from '../../lib/format';

interface ListPagerProps {
  /** The server's page answer: how many rows match and how many a page holds. */
  data: { total: number; pageSize: number } | undefined;
  page: number;
  setPage: (page: number) => void;
  /** What a row is, one and many: ['payment', 'payments']. */
  noun: readonly [string, string];
  /** The pager's accessible name: "Payment pages". */
  label: string;
}

/** Below a kit list: how many rows match, and the pages once there is more than one. */
export function ListPager({ data, page, setPage, noun, label }: ListPagerProps) {
  if (!data) return null;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <>
      <Text size="sm" c="dimmed">
        {formatCount(data.total)} {data.total === 1 ? noun[0] : noun[1]}
      </Text>
      {pages > 1 && <Pagination value={page} onChange={setPage} total={pages} aria-label={label} />}
    </>
  );
}
