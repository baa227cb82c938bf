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
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (message: string = messages.tooManyRequests) => new AppError(429, message);

/** A unique index refused the row: another request got there first (SQLite or PostgreSQL). */
export const isUniqueViolation = (error: unknown) =>
  error instanceof Error &&
  ((error as { code?: string }).code === '23505' || /UNIQUE constraint failed/i.test(error.message));
