import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * The shared list kit's contract (issue 27, docs/decisions/0032-list-kit.md): what a staff list's
 * address may say besides its filters — which column it is sorted by, in which direction, which
 * page — and the CSV download of the same filter. Each list names its sortable columns here once;
 * the server orders by them only through its own whitelist (server/platform/list-query.ts), and
 * the web keeps them in the address (web/lib/list-kit).
 */

export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

/** More rows than this in one CSV is refused with `listMessages.tooManyRows`: narrow the filter. */
export const LIST_CSV_MAX_ROWS = 10_000;
/** Rows picked one by one for "Export selected" (the ids ride in the address). */
export const LIST_SELECTED_MAX = 500;

export const listMessages = {
  tooManyRows: (max: number) =>
    `The list holds more than ${max.toLocaleString('en-KE')} rows. Narrow the filters, then export again.`,
  tooManySelected: `Select at most ${LIST_SELECTED_MAX} rows at a time.`,
  badSelection: 'The selection is not a list of row numbers.',
  csvFailed: 'The CSV could not be downloaded.',
} as const;

/** One list's sorting: its sortable columns, and what the list shows before anyone clicks a header. */
export interface ListSort<Column extends string> {
  readonly columns: readonly [Column, ...Column[]];
  readonly sort: Column;
  readonly dir: SortDirection;
}

export const listSort = <const Column extends string>(declared: ListSort<Column>): ListSort<Column> =>
  declared;

const pageShape = { page: z.coerce.number().int().min(1).max(100_000).default(1) };

/** `sort` and `dir` with the list's defaults: a column not in the whitelist is a 400, never SQL. */
export const sortShape = <Column extends string>(sort: ListSort<Column>) => ({
  sort: z.enum(sort.columns).default(sort.sort),
  dir: z.enum(sortDirections).default(sort.dir),
});

/**
 * `ids=3,8,21`: only these rows (the selection's "Export selected"). Absent, the whole filter.
 * The address holds them as one comma-separated value so a long selection stays one parameter.
 */
export const selectedIdsSchema = z
  .string()
  .trim()
  .max(LIST_SELECTED_MAX * 12)
  .optional()
  .transform((value, context) => {
    if (!value) return undefined;
    const parts = value.split(',').filter(Boolean);
    if (!parts.every((part) => /^\d{1,12}$/.test(part))) {
      context.addIssue({ code: 'custom', message: listMessages.badSelection });
      return z.NEVER;
    }
    if (parts.length > LIST_SELECTED_MAX) {
      context.addIssue({ code: 'custom', message: listMessages.tooManySelected });
      return z.NEVER;
    }
    return [...new Set(parts.map(Number))];
  });

/**
 * A list's two queries from its filters and sorting: `list` (one page) and `csv` (the same filter
 * and order without paging, optionally cut down to selected `ids`). Both are plain objects, so a
 * list that needs a cross-field rule refines each.
 */
export function listQuerySchemas<Filters extends z.ZodRawShape, Column extends string>(
  filters: Filters,
  sort: ListSort<Column>,
) {
  const sorting = sortShape(sort);
  return {
    list: z.object({ ...filters, ...sorting, ...pageShape }),
    csv: z.object({ ...filters, ...sorting, ids: selectedIdsSchema }),
  };
}

/**
 * A list's CSV download, declared with the list's endpoints so it is registered once and listed in
 * the OpenAPI document. It answers a file, not the `{ data }` envelope: the server serves it with
 * `serveListCsv` and the browser fetches it with `downloadCsv`, never with `call`.
 */
export const csvEndpoint = <const Path extends `/api/${string}/csv`, Query extends z.ZodType>(declared: {
  path: Path;
  summary: string;
  query: Query;
}) =>
  endpoint({
    method: 'GET',
    path: declared.path,
    summary: `${declared.summary} (CSV, at most ${LIST_CSV_MAX_ROWS.toLocaleString('en-KE')} rows)`,
    query: declared.query,
    data: z.string().describe('text/csv, UTF-8 with a byte-order mark'),
  });
