import { messages } from '../../contract/common';

/** A failure a use case reports on purpose; the HTTP layer turns it into `{ message }` with `status`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new AppError(400, message, errors);
export const unauthorized = (message: string = messages.notSignedIn) => new AppError(401, message);
export const forbidden = (message: string = messages.forbidden, data?: Record<string, unknown>) =>
  new AppError(403, message, undefined, data);
export const notFound = (message: string = messages.notFound) => new AppError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) =>
  new AppError(409, message, errors);
export const tooManyRequests = (message: string = messages.tooManyRequests) => new AppError(429, message);

const connectionFailures = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);

/**
 * The database could not be reached or dropped the connection (a restart, a failover): answered 503,
 * as the request may well succeed in a moment. PostgreSQL's classes 08 (connection exception) and
 * 57P0x (shut down by the operator or a crash, not accepting connections yet) and too_many_connections.
 */
export const isDatabaseUnavailable = (error: unknown) => {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (connectionFailures.has(code) || /^(08...|57P0.|53300)$/.test(code)))
    return true;
  // node-postgres words a connection lost mid-query without a code.
  return /^Connection terminated|is not queryable/.test(error.message);
};

/** A unique index refused the row: another request got there first (SQLite or PostgreSQL). */
export const isUniqueViolation = (error: unknown) =>
  error instanceof Error &&
  ((error as { code?: string }).code === '23505' || /UNIQUE constraint failed/i.test(error.message));
