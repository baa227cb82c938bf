import { z } from 'zod';

/** Messages the spec fixes verbatim; both the forms and the server use these. */
export const messages = {
  fieldRequired: 'Field is required',
  emailRequired: 'E-mail is required',
  emailInvalid: 'E-mail must be valid',
  passwordRequired: 'Password is required',
  passwordRule:
    'Password should contain: Minimum 8 and maximum 16 characters, at least one uppercase letter, one lowercase letter, one number and at least one special character',
  passwordMismatch: 'Password does not match',
  settingSaved: 'Setting Saved Successfully',
  notSignedIn: 'You are not signed in. Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  inactivityLogout: 'Your session has been terminated for security reasons. Sign in again to proceed.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  invalidCredentials: 'Invalid email or password',
  accountNotVerified: 'Your account is not verified yet. Verify your account to sign in.',
} as const;

/** One e-mail rule everywhere (decisions.md): text@text.text, no spaces. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailSchema = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, { error: messages.emailRequired, abort: true })
  .max(254, messages.emailInvalid)
  .regex(emailPattern, messages.emailInvalid)
  .transform((value) => value.toLowerCase());

/** 8-16 characters with lower, upper, digit and one of the spec's special characters. */
export const newPasswordPattern = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!#~^()`.,;:{}_/%*?&]).{8,16}$/;

export const newPasswordSchema = z
  .string({ error: messages.passwordRule })
  .min(1, { error: messages.passwordRule, abort: true })
  .regex(newPasswordPattern, messages.passwordRule);

/** Turns a zod issue path into the field name the forms use ("a.b" for nested fields). */
export function issuePathToField(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}
