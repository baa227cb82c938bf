import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListSort, SortDirection } from '../../../contract/list-query';

/**
 * A list query as the address holds it: filter values are text until the server checks them, so a
 * hand-edited address (?status=Retired) gets the server's 400 rather than a type the page trusts.
 * Data modules take this and pass it to their endpoint as its declared query.
 */
export type AddressQuery = Readonly<Record<string, string | number | undefined>>;

export interface ListParams<Filter extends string, Column extends string> {
  /** Each filter as the address holds it; '' when not set. */
  filters: Record<Filter, string>;
  sort: Column;
  dir: SortDirection;
  page: number;
  /** Sets some filters (others kept); back to page 1. `replace` for typing, so Back skips keystrokes. */
  setFilters: (changed: Partial<Record<Filter, string>>, options?: { replace?: boolean }) => void;
  /** A header click: the sorted column flips its direction; another column starts ascending. */
  toggleSort: (column: Column) => void;
  /** An order picked whole (the phones' order select, which has no headers to click). */
  setSort: (column: Column, dir: SortDirection) => void;
  setPage: (page: number) => void;
  /** The list endpoint's query: the set filters, the order and the page. */
  query: Partial<Record<Filter, string>> & { sort: Column; dir: SortDirection; page: number };
  /** The CSV endpoint's query: the same filters and order, no page. */
  csvQuery: Partial<Record<Filter, string>> & { sort: Column; dir: SortDirection };
}

/**
 * The list kit's address (docs/decisions/0032-list-kit.md): a staff list's filters, sort and page
 * live in the URL, so a reload, Back, or a link sent to a colleague shows the same rows. Defaults
 * (no filter, the contract's default order, page 1) are left out of the address. A sort column
 * the address names but the contract does not list falls back to the default, as the server
 * would refuse it.
 */
export function useListParams<const Filter extends string, Column extends string>(
  filterKeys: readonly Filter[],
  declared: ListSort<Column>,
): ListParams<Filter, Column> {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(
    () => Object.fromEntries(filterKeys.map((key) => [key, params.get(key) ?? ''])) as Record<Filter, string>,
    [params, filterKeys],
  );
  const named = params.get('sort');
  const sort = declared.columns.includes(named as Column) ? (named as Column) : declared.sort;
  const dirParam = params.get('dir');
  const dir: SortDirection = dirParam === 'asc' || dirParam === 'desc' ? dirParam : declared.dir;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);

  const write = useCallback(
    (
      next: { filters: Record<Filter, string>; sort: Column; dir: SortDirection; page: number },
      replace = false,
    ) => {
      const search = new URLSearchParams();
      for (const key of filterKeys) if (next.filters[key]) search.set(key, next.filters[key]);
      if (next.sort !== declared.sort || next.dir !== declared.dir) {
        search.set('sort', next.sort);
        search.set('dir', next.dir);
      }
      if (next.page > 1) search.set('page', String(next.page));
      setParams(search, { replace });
    },
    [filterKeys, declared, setParams],
  );

  const setFilters = (changed: Partial<Record<Filter, string>>, options: { replace?: boolean } = {}) =>
    write({ filters: { ...filters, ...changed }, sort, dir, page: 1 }, options.replace);
  const toggleSort = (column: Column) =>
    write({
      filters,
      sort: column,
      dir: column === sort ? (dir === 'asc' ? 'desc' : 'asc') : 'asc',
      page: 1,
    });
  const setSort = (column: Column, nextDir: SortDirection) =>
    write({ filters, sort: column, dir: nextDir, page: 1 });
  const setPage = (next: number) => write({ filters, sort, dir, page: next });

  const set = Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as Partial<
    Record<Filter, string>
  >;
  return {
    filters,
    sort,
    dir,
    page,
    setFilters,
    toggleSort,
    setSort,
    setPage,
    query: { ...set, sort, dir, page },
    csvQuery: { ...set, sort, dir },
  };
}
