const kes = new Intl.NumberFormat('en-KE', { style: 'currency', currency: 'KES', minimumFractionDigits: 2 });
const number = new Intl.NumberFormat('en-KE');

/** Money is integer cents on the server; screens show KES with 2 decimals in the Kenyan locale. */
export const formatKes = (amount: number): string => kes.format(amount);
export const formatCount = (value: number): string => number.format(value);

export const formatDateTime = (iso: string | null): string =>
  iso ? new Date(iso).toLocaleString('en-KE', { dateStyle: 'medium', timeStyle: 'short' }) : '—';
