import type { PaymentHistory } from '../../../contract/money';

/** The table's columns (spec 3 §2.9). */
export const paymentHistoryColumns = [
  'No#',
  'Date Of Payment',
  'From',
  'To',
  'amount',
  'Payment ID',
  'Payment Type',
  'Year Of Subscription',
] as const;

/** The export's columns: the table's, then the member's e-mail, name and no. */
export const paymentHistoryCsvHeader = [...paymentHistoryColumns, 'email', 'name', 'no'] as const;

/** One RFC 4180 field: quoted when it holds a comma, quote or line break, quotes doubled. */
export function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Text a member typed (a name) that a spreadsheet would run as a formula gets a leading apostrophe,
 * so opening the export cannot execute anything (OWASP "CSV injection").
 */
export const inertText = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/**
 * The payment history as CSV (RFC 4180: CRLF line ends), with a UTF-8 byte order mark so Excel
 * reads names with accents correctly. Amounts are plain numbers with two decimals, so a
 * spreadsheet can sum them. Rows keep the server's order (newest subscription year first).
 */
export function paymentHistoryCsv(history: PaymentHistory): string {
  const rows = history.entries.map((entry) => [
    entry.paymentCode,
    entry.paymentDate,
    inertText(entry.paymentFrom),
    inertText(entry.paymentTo),
    entry.amount.toFixed(2),
    entry.paymentID,
    entry.paymentType,
    entry.yearOfSubscription,
    inertText(history.email),
    inertText(history.name),
    history.no,
  ]);
  const lines = [paymentHistoryCsvHeader, ...rows].map((row) => row.map(csvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** payment-history-{memberNo}.csv; without a member number the profile id, else 'member'. */
export function paymentHistoryFileName(memberNo: string, profileId: string | null): string {
  const id = (memberNo.trim() || profileId?.trim() || 'member').replace(/[^A-Za-z0-9._-]+/g, '-');
  return `payment-history-${id}.csv`;
}
