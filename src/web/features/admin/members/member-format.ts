import type { MemberEntry } from '../../../../contract/member-records';
import { displayDate } from '../../profile/sections/display';

export const fullName = (entry: Pick<MemberEntry, 'firstName' | 'secondName' | 'lastName'>) =>
  [entry.firstName, entry.secondName, entry.lastName].filter(Boolean).join(' ');

/** A day (YYYY-MM-DD, or the day of a timestamp) as the portal writes dates: '1 Jul 2019'. */
export const formatDay = (day: string | null) => (day ? displayDate(day.slice(0, 10)) : '—');

/** The day `days` after a YYYY-MM-DD day. */
export const addDaysTo = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
