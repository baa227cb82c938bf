import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Expression, type SelectQueryBuilder, sql } from 'kysely';
import type { z } from 'zod';
import type { Endpoint } from '../../contract/endpoint';
import { LIST_CSV_MAX_ROWS, listMessages, type SortDirection } from '../../contract/list-query';
import { type CsvCell, sendCsv, toCsv } from './csv';
import type { Access } from './endpoints';
import { badRequest } from './errors';
import { guard, type PolicyContext } from './policies';

/**
 * The server half of the list kit (docs/decisions/0032-list-kit.md). A list declares, per sortable
 * column its contract names (contract/list-query.ts `listSort`), the expression it orders by; the
 * address only ever picks one of those keys, so no text from the address reaches the SQL.
 */
export type SortExpressions<Column extends string> = Readonly<Record<Column, Expression<unknown>>>;

export interface SortChoice<Column extends string> {
  sort: Column;
  dir: SortDirection;
}

/**
 * Orders `query` by the chosen column, empty values last in either direction (SQLite and PostgreSQL
 * disagree on where NULL goes), then by `tieBreaker` (a unique column) so that paging never shows
 * a row twice or skips one when many rows share a value.
 */
export function orderByChoice<DB, TB extends keyof DB, O, Column extends string>(
  query: SelectQueryBuilder<DB, TB, O>,
  columns: SortExpressions<Column>,
  choice: SortChoice<Column>,
  tieBreaker: Expression<unknown>,
): SelectQueryBuilder<DB, TB, O> {
  const expression = columns[choice.sort];
  return query
    .orderBy(sql<number>`case when ${expression} is null then 1 else 0 end`)
    .orderBy(expression, choice.dir)
    .orderBy(tieBreaker, choice.dir);
}

/** Text sorts the way people read it: without regard to case, on both databases. */
export const caseless = (expression: Expression<unknown>) => sql<string>`lower(${expression})`;

export interface ListCsv<Query> {
  /** The file is `<stem>-<today>.csv`. */
  stem: string;
  header: readonly string[];
  /**
   * The rows of the filter (or the selection) in the list's order, at most `limit` of them. The
   * request is there for lists whose filter depends on the caller (the review queue's "mine").
   */
  rows: (query: Query, limit: number, request: FastifyRequest) => Promise<readonly (readonly CsvCell[])[]>;
  /** Tests lower it; the contract's cap otherwise. */
  maxRows?: number;
}

/**
 * Serves a list's CSV (declared with `csvEndpoint`): the same filter and order as the list, every
 * page, as a file (formula-safe, UTF-8 with a byte-order mark, CRLF: platform/csv.ts). Over the
 * cap it refuses with a message saying to narrow the filter rather than cutting the file short,
 * which a spreadsheet user would not notice.
 */
export function serveListCsv<E extends Endpoint & { query: z.ZodType }>(
  app: FastifyInstance,
  policy: PolicyContext,
  tags: readonly string[],
  declared: E,
  access: Access,
  csv: ListCsv<z.output<E['query']>>,
): void {
  const maxRows = csv.maxRows ?? LIST_CSV_MAX_ROWS;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: declared.path,
    ...(access === 'public' ? {} : { onRequest: guard(access, policy) }),
    schema: {
      tags: [...tags],
      summary: declared.summary,
      querystring: declared.query,
      response: { 200: declared.data ?? { type: 'string' } },
    },
    handler: async (request, reply) => {
      const rows = await csv.rows(request.query as z.output<E['query']>, maxRows + 1, request);
      if (rows.length > maxRows) throw badRequest(listMessages.tooManyRows(maxRows));
      return sendCsv(reply, csv.stem, toCsv(csv.header, rows));
    },
  });
}
