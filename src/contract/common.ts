import { z } from 'zod';
import { messages } from './messages';
// Installs the fallback messages in words for fields whose schema words none (decision 0038).
import './field-messages';

export {
  hints,
  LOGIN_CODE_RESEND_MINUTES,
  messages,
  OTP_RESEND_WAIT_SECONDS,
  OTP_SENDS_PER_HOUR,
  waitText,
} from './messages';

type Rule<T> = readonly [passes: (value: T) => boolean, message: string];

/**
 * A field reports only the first rule it breaks. (zod's `abort` would do that too, but it also stops
 * the object's cross-field checks, so a form could not show every message at once.)
 */
export const firstBroken =
  <T>(...rules: Rule<T>[]) =>
  (value: T, context: z.RefinementCtx<T>) => {
    const broken = rules.find(([passes]) => !passes(value));
    if (broken) context.addIssue({ code: 'custom', message: broken[1], input: value });
  };

export const filled = (value: string) => value.length > 0;

/** One e-mail rule everywhere (decisions.md): text@text.text, no spaces. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailSchema = z
  .string({ error: messages.emailRequired })
  .trim()
  .superRefine(
    firstBroken(
      [filled, messages.emailRequired],
      [(value) => value.length <= 254 && emailPattern.test(value), messages.emailInvalid],
    ),
  )
  .transform((value) => value.toLowerCase());

/** 8-16 characters with lower, upper, digit and one of the spec's special characters. */
export const newPasswordPattern = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!#~^()`.,;:{}_/%*?&]).{8,16}$/;

/** Turns a zod issue path into the field name the forms use ("a.b" for nested fields). */
export function issuePathToField(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}
