import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

/**
 * Puts the server's field messages of a refused save under the form's own fields, focusing the
 * first, so a rule the server holds reads like the form's own check. `fields` limits them to the
 * fields the form shows (a message for another field is left to the caller's alert). Answers how
 * many were placed: none means the caller still has to say what went wrong.
 */
export function placeServerErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields?: readonly Path<Values>[],
): number {
  if (!(error instanceof ApiError)) return 0;
  let placed = 0;
  for (const [field, message] of Object.entries(error.errors)) {
    if (fields && !fields.includes(field as Path<Values>)) continue;
    setError(field as Path<Values>, { type: 'server', message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return placed;
}

/** Whether a failure carried field messages (shown under the fields, so an alert need not repeat them). */
export const hasFieldErrors = (error: unknown): boolean =>
  error instanceof ApiError && Object.keys(error.errors).length > 0;
