import { portalMidnight as instantAtPortalMidnight, todayIso } from '../../../../contract/portal-time';

/**
 * The portal's calendar month and year as UTC instants, so stored ISO timestamps compare with
 * them: a payment at 01:00 on the 1st in Nairobi belongs to the new month, not the old one.
 */
export function portalCalendar(now = new Date()) {
  const today = todayIso(now);
  const month = today.slice(0, 7);
  const startOf = (day: string) => instantAtPortalMidnight(day);
  return {
    today,
    month,
    monthStart: startOf(`${month}-01`),
    yearStart: startOf(`${today.slice(0, 4)}-01-01`),
    /** The first day of each of the last twelve months (YYYY-MM), oldest first. */
    lastTwelveMonths: Array.from({ length: 12 }, (_, index) => shiftMonth(month, index - 11)),
    twelveMonthsStart: startOf(`${shiftMonth(month, -11)}-01`),
  };
}

function shiftMonth(month: string, by: number): string {
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, monthNo - 1 + by, 1));
  return shifted.toISOString().slice(0, 7);
}
