import type { MemberEntry } from '../../../../contract/member-records';

export const fullName = (entry: Pick<MemberEntry, 'firstName' | 'secondName' | 'lastName'>) =>
  [entry.firstName, entry.secondName, entry.lastName].filter(Boolean).join(' ');

/** The day `days` after a YYYY-MM-DD day. */
export const addDaysTo = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
