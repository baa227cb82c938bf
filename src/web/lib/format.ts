// The one place the web app writes money, numbers and dates for people to read: Kenyan English
// (en-KE), money in KES. Every date is the portal's (Africa/Nairobi, contract/portal-time) whatever
// the browser's zone: an instant is dated by the day it fell on in Nairobi, and calendar days
// (YYYY-MM-DD) are written as UTC so no browser's offset moves them a day.
import { PORTAL_TIME_ZONE, portalDay } from '../../contract/portal-time';

// 'KES', not the locale's 'Ksh': the same code the spec, the PDFs and every message use.
const kes = new Intl.NumberFormat('en-KE', {
  style: 'currency',
  currency: 'KES',
  currencyDisplay: 'code',
  minimumFractionDigits: 2,
});
const number = new Intl.NumberFormat('en-KE');
const decimal = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 4 });
const day = new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeZone: 'UTC' });
const weekday = new Intl.DateTimeFormat('en-KE', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const month = new Intl.DateTimeFormat('en-KE', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Money is integer cents on the server; screens show 'KES 1,234.50' in the Kenyan locale. */
export const formatKes = (amount: number): string => kes.format(amount);

/** A count, grouped: 12,345. */
export const formatCount = (value: number): string => number.format(value);

/** A quantity that may have a fraction (shares held), up to four decimals: 1,234.5. */
export const formatDecimal = (value: number): string => decimal.format(value);

/** A timestamp with its time: '14 Feb 2025, 09:30'; '—' when there is none. */
export const formatDateTime = (iso: string | null): string => (iso ? dateTime.format(new Date(iso)) : '—');

const dateTime = new Intl.DateTimeFormat('en-KE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: PORTAL_TIME_ZONE,
});

const dayOf = (value: string) => new Date(`${portalDay(value)}T00:00:00Z`);

/**
 * A day (YYYY-MM-DD, or the day of a timestamp) as the portal writes dates: '14 Feb 2025'; the text
 * itself when it is not a date, and '—' when there is none.
 */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '—';
  const date = dayOf(value);
  return Number.isNaN(date.getTime()) ? value : day.format(date);
}

/** A day with its weekday, 'Tue, 14 Jul 2026', or a span of days, 'Tue, 14 – Thu, 16 Jul 2026'. */
export function formatDaySpan(start: string, end: string): string {
  const first = dayOf(start);
  const last = dayOf(end);
  if (Number.isNaN(first.getTime()) || Number.isNaN(last.getTime())) return start;
  return end <= start ? weekday.format(first) : weekday.formatRange(first, last);
}

/** A month (YYYY-MM): 'March 2026'. */
export const formatMonth = (value: string): string => month.format(new Date(`${value}-01T00:00:00Z`));
