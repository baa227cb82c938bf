const day = new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar date (YYYY-MM-DD) as the Kenyan locale writes it: '1 Jul 2019'. */
export const displayDate = (iso: string): string => {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : day.format(date);
};
