/** Timestamps are stored as ISO-8601 UTC text on every dialect (see docs/decisions/0002). */
export const nowIso = (): string => new Date().toISOString();

export const isoIn = (milliseconds: number, from: Date = new Date()): string =>
  new Date(from.getTime() + milliseconds).toISOString();

/** Day arithmetic is the contract's, shared with the browser. */
export { addDays } from '../../contract/portal-time';
