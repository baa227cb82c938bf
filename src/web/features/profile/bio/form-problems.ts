import type { FieldErrors, FieldValues } from 'react-hook-form';
import { ApiError } from '../../../lib/api';

/**
 * What the 'Something went wrong' dialog lists (spec 2 §2.7) for the bio and the firm bio: each
 * failed field as "Label: message", in the order the form shows the fields.
 */
export function labelledProblems(errors: Record<string, string>, labels: Record<string, string>): string[] {
  const order = Object.keys(labels);
  const position = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return Object.entries(errors)
    .sort(([a], [b]) => position(a) - position(b))
    .map(([field, message]) => (labels[field] ? `${labels[field]}: ${message}` : message));
}

/** The messages of the fields the browser's check refused. */
export function fieldMessages<Values extends FieldValues>(
  invalid: FieldErrors<Values>,
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [field, error] of Object.entries(invalid)) {
    if (error && typeof error.message === 'string') found[field] = error.message;
  }
  return found;
}

/** The problems of a failed save: the server's refused fields, else its message, else `fallback`. */
export function saveProblems(error: unknown, labels: Record<string, string>, fallback: string): string[] {
  if (!(error instanceof ApiError)) return [fallback];
  const listed = labelledProblems(error.errors, labels);
  return listed.length > 0 ? listed : [error.message];
}
