/**
 * One date rule (issue 28, decision 0037): every date a person or a document shows is the calendar
 * day in the portal's time zone, Africa/Nairobi. Stored instants are UTC, so a receipt paid at 01:30
 * in Nairobi on the 27th is stored as the 26th in UTC and must still be dated the 27th, the same day
 * as the invoice it pays. This module imports nothing, so even the login page can carry it.
 */
export const PORTAL_TIME_ZONE = 'Africa/Nairobi';

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: PORTAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const dayOfMinute = { minute: Number.NaN, day: '' };
/**
 * Today in the portal's time zone, as YYYY-MM-DD: the same in the browser and on the server whatever
 * their clocks' zones, so a date a member may pick is one the server accepts. Formatting in a time
 * zone costs microseconds that the public search pays on every answer, so the day is kept for the
 * minute it was read in: days begin on a whole minute in every time zone in use.
 */
export const todayIso = (now: Date = new Date()): string => {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== dayOfMinute.minute) {
    dayOfMinute.day = isoDay.format(now);
    dayOfMinute.minute = minute;
  }
  return dayOfMinute.day;
};

export const currentYear = (now: Date = new Date()): number => Number(todayIso(now).slice(0, 4));

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The portal day (YYYY-MM-DD) of a stored value: a calendar day is its own day, an instant is the
 * day it fell on in Nairobi; text that is neither is answered as it is.
 */
export function portalDay(value: string): string {
  if (CALENDAR_DAY.test(value)) return value;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : isoDay.format(instant);
}

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export const SHORT_MONTH_NAMES = MONTH_NAMES.map((name) => name.slice(0, 3));

/**
 * A stored day or instant as every page, PDF and message writes it: '14 Feb 2025' (its portal day);
 * text that is not a date is answered as it is. Written here rather than by Intl, because ICU
 * versions disagree ('Sep' or 'Sept') and the server's and the browser's must read the same.
 */
export function dayText(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(portalDay(value));
  if (!match) return value;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return value;
  return `${day} ${SHORT_MONTH_NAMES[month - 1]} ${year}`;
}

/** The portal month (YYYY-MM) of a stored day or instant. */
export const portalMonth = (value: string): string => portalDay(value).slice(0, 7);

const hourThereFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: PORTAL_TIME_ZONE,
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The UTC instant (ISO text) at which the portal day `day` (YYYY-MM-DD) begins in Nairobi. */
export function portalMidnight(day: string): string {
  const noonUtc = new Date(`${day}T12:00:00Z`);
  const hourThere = Number(
    hourThereFormat.formatToParts(noonUtc).find((part) => part.type === 'hour')?.value ?? 12,
  );
  // The zone's offset at noon (no zone the portal serves changes it at midnight).
  return new Date(Date.parse(`${day}T00:00:00Z`) - (hourThere - 12) * 3_600_000).toISOString();
}

/** The calendar day `days` after `day` (YYYY-MM-DD), as YYYY-MM-DD; negative goes back. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const nextDay = (day: string): string => addDays(day, 1);

/** The first instant of the portal day `day`, and the first of the day after it. */
export const portalDayStart = portalMidnight;
export const portalDayEnd = (day: string): string => portalMidnight(nextDay(day));
