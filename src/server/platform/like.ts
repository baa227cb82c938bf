import { type Expression, type RawBuilder, sql } from 'kysely';

/**
 * Searches match what was typed, literally: LIKE's wildcards (% and _) and the escape character in
 * a search term stand for themselves, or a single % would match every row. The ESCAPE clause is
 * written out because the dialects disagree without it (SQLite has no escape character by default,
 * PostgreSQL uses \).
 */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** `expression` contains `text`, in any case. A null column matches nothing. */
export function containsText(expression: Expression<unknown>, text: string): RawBuilder<boolean> {
  const pattern = `%${escapeLike(text.toLowerCase())}%`;
  return sql<boolean>`lower(${expression}) like ${pattern} escape '\\'`;
}

/** `expression` begins with `prefix`, in any case (as SQLite's LIKE has it anyway). */
export function startsWithText(expression: Expression<unknown>, prefix: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${expression}) like ${`${escapeLike(prefix.toLowerCase())}%`} escape '\\'`;
}
