import type { FastifyReply } from 'fastify';
import { todayIso } from '../../contract/portal-time';

export type CsvCell = string | number | null;

/** Spreadsheets run a cell that starts with one of these as a formula (CSV injection). */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * Text that a spreadsheet would read as a formula gets a leading apostrophe, so an e-mail or
 * name typed as "=HYPERLINK(…)" shows as text; numbers stay numbers, negative ones included.
 */
export function csvField(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A whole CSV file: header then rows, CRLF line ends, and a byte-order mark so Excel reads the
 * UTF-8 names correctly.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Sends a CSV as a download named `<stem>-<today>.csv`. */
export function sendCsv(reply: FastifyReply, stem: string, csv: string, today = new Date()) {
  const fileName = `${stem}-${todayIso(today)}.csv`;
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
