/** Timestamps are stored as ISO-8601 UTC text on every dialect (see docs/decisions/0002). */
export const nowIso = (): string => new Date().toISOString();

export const isoIn = (milliseconds: number, from: Date = new Date()): string =>
  new Date(from.getTime() + milliseconds).toISOString();

/** The calendar day `days` after `isoDay` (YYYY-MM-DD), as YYYY-MM-DD. */
export const addDays = (isoDay: string, days: number): string =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
