// When an issued practising licence is valid (decision 0029), without zod: the server issues and
// checks licences with it, and the member's list and the public check word the same dates.

/** The last day of a licence valid from `validFrom` (YYYY-MM-DD): twelve months, the day before the anniversary. */
export function licenceValidUntil(validFrom: string): string {
  const [year, month, day] = validFrom.split('-').map(Number) as [number, number, number];
  // Date.UTC rolls 29 February on to 1 March in a common year; the day before is then 28 February.
  const anniversary = Date.UTC(year + 1, month - 1, day);
  return new Date(anniversary - 86_400_000).toISOString().slice(0, 10);
}

/**
 * The first day of a licence issued on `issuedOn`: that day, or, for a renewal issued while the
 * member's current licence still runs, the day after it ends, so renewing early loses no paid time.
 */
export function licenceValidFrom(issuedOn: string, currentUntil: string | null): string {
  if (currentUntil === null || currentUntil < issuedOn) return issuedOn;
  return new Date(Date.parse(`${currentUntil}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** What a licence's dates make it on `today`: what the public check and the member's list say. */
export type LicenceValidity = 'Valid' | 'Expired' | 'Not yet valid';

export const licenceValidityOn = (validFrom: string, validUntil: string, today: string): LicenceValidity => {
  if (today < validFrom) return 'Not yet valid';
  return today > validUntil ? 'Expired' : 'Valid';
};
