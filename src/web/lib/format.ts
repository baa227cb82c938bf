// The one place the web app writes money, numbers and dates for people to read. Every date is the
// portal's (Africa/Nairobi, contract/portal-time) whatever the browser's zone: an instant is dated
// by the day it fell on in Nairobi, a calendar day (YYYY-MM-DD) is written as it is.
//
// The words are written here, not by Intl: the first view is drawn on the server and then taken
// over in the browser, and two ICU versions disagree on details ('Sep' or 'Sept', a thin or a plain
// space in '14 – 16 Jul'), which broke hydration of /events (React error #418). Intl is used only
// for numbers in the portal's time zone, which every version agrees on.
import {
  dayText,
  MONTH_NAMES,
  PORTAL_TIME_ZONE,
  portalDay,
  SHORT_MONTH_NAMES,
} from '../../contract/portal-time';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** Keeps 'KES' with its amount on one line. */
const NO_BREAK = '\u00a0';

const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Money (KES) as the spec, the PDFs and every message write it: 'KES 1,234.50', '-KES 20.00'. */
export function formatKes(amount: number): string {
  const [whole = '0', cents = '00'] = Math.abs(amount).toFixed(2).split('.');
  return `${amount < 0 ? '-' : ''}KES${NO_BREAK}${grouped(whole)}.${cents}`;
}

/** A count, grouped: 12,345. */
export const formatCount = (value: number): string =>
  `${value < 0 ? '-' : ''}${grouped(String(Math.round(Math.abs(value))))}`;

/** A quantity that may have a fraction (shares held), up to four decimals: 1,234.5. */
export function formatDecimal(value: number): string {
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(4).split('.');
  const kept = fraction.replace(/0+$/, '');
  return `${value < 0 ? '-' : ''}${grouped(whole)}${kept ? `.${kept}` : ''}`;
}

interface CalendarDay {
  year: number;
  month: number;
  day: number;
  weekday: number;
}

function calendarDayOf(value: string): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(portalDay(value));
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return { year, month, day, weekday: date.getUTCDay() };
}

const weekdayText = (day: CalendarDay) => `${WEEKDAYS[day.weekday]}, ${day.day}`;

/**
 * A day (YYYY-MM-DD, or the day of a timestamp) as the portal writes dates: '14 Feb 2025'; the text
 * itself when it is not a date, and '—' when there is none.
 */
export function formatDay(value: string | null | undefined): string {
  return value ? dayText(value) : '—';
}

const timeInPortal = new Intl.DateTimeFormat('en-GB', {
  timeZone: PORTAL_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A timestamp with its time in Nairobi: '14 Feb 2025, 09:30'; '—' when there is none. */
export function formatDateTime(iso: string | null): string {
  if (!iso) return '—';
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const parts = timeInPortal.formatToParts(instant);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '00';
  return `${formatDay(iso)}, ${part('hour')}:${part('minute')}`;
}

/**
 * A day with its weekday, 'Tue, 14 Jul 2026', or a span of days: 'Tue, 14 – Thu, 16 Jul 2026',
 * 'Tue, 30 Jun – Thu, 2 Jul 2026', 'Thu, 31 Dec 2026 – Fri, 1 Jan 2027'.
 */
export function formatDaySpan(start: string, end: string): string {
  const first = calendarDayOf(start);
  const last = calendarDayOf(end);
  if (!first || !last) return start;
  const month = (day: CalendarDay) => SHORT_MONTH_NAMES[day.month - 1];
  const lastText = `${weekdayText(last)} ${month(last)} ${last.year}`;
  if (end <= start) return `${weekdayText(first)} ${month(first)} ${first.year}`;
  if (first.year !== last.year) return `${weekdayText(first)} ${month(first)} ${first.year} – ${lastText}`;
  if (first.month !== last.month) return `${weekdayText(first)} ${month(first)} – ${lastText}`;
  return `${weekdayText(first)} – ${lastText}`;
}

/** A month (YYYY-MM): 'March 2026'. */
export function formatMonth(value: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(value);
  const name = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : value;
}
