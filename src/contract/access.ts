import { z } from 'zod';
import { userTypes } from './auth';
import { emailSchema, filled, firstBroken, messages } from './common';
import { newPasswordSchema } from './passwords';
import { normalizePhone } from './phone';

/** Onboarding shapes (spec 1 §3, §5, §7): registration, one-time codes, links, activation, passwords. */

export { OTP_LENGTH } from './one-time-codes';
export { normalizePhone } from './phone';
export const ID_MIN_LENGTH = 6;

/** A KRA PIN: a letter, 9 digits and a letter (A123456789B); either case, kept in capitals. */
export const isKraPin = (value: string) => /^[A-Z]\d{9}[A-Z]$/i.test(value);
/**
 * The :type segment of /signup/:type/:code and /register/:type/:code. 'Corporate' marks a firm
 * application (spec 1 §2); the server still takes the account type from the category itself.
 */
export const userTypeOfRoute = (segment: string | undefined): (typeof userTypes)[number] | null =>
  userTypes.find((type) => type.toLowerCase() === segment?.toLowerCase()) ?? null;

const required = (schema: z.ZodString = z.string()) => schema.trim().min(1, messages.fieldRequired);

/** A required phone, kept in E.164 (contract/phone.ts); `required` is the wording of the form's empty field. */
export const requiredPhoneSchema = (required: string = messages.fieldRequired) =>
  z
    .string({ error: required })
    .trim()
    .superRefine(
      firstBroken([filled, required], [(value) => normalizePhone(value) !== null, messages.phoneInvalid]),
    )
    .transform((value) => normalizePhone(value) as string);

export const phoneSchema = requiredPhoneSchema();

/**
 * Object-level checks run even while other fields are invalid (zod skips them otherwise), as long as
 * the fields they read are there: a form shows every message at once.
 */
const given =
  (...keys: string[]) =>
  (payload: { value: unknown }) =>
    keys.every((key) => typeof (payload.value as Record<string, unknown> | undefined)?.[key] === 'string');

/** The Confirm field repeats the new password; its message sits on confirmPassword. */
const confirmation: [
  (value: { password: string; confirmPassword: string }) => boolean,
  { message: string; path: string[]; when: ReturnType<typeof given> },
] = [
  (value) => value.password === value.confirmPassword,
  {
    message: messages.passwordMismatch,
    path: ['confirmPassword'],
    when: given('password', 'confirmPassword'),
  },
];

const confirmPasswordSchema = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired);

const idWhen = given('id_number', 'type');

export const registerRequestSchema = z
  .object({
    email: emailSchema,
    phone: phoneSchema,
    id_number: z.string({ error: messages.fieldRequired }).trim().max(40, messages.idTooLong),
    password: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
    category: required().max(40),
    type: z.enum(userTypes),
  })
  // A firm's ID is its tax PIN, with a message of its own when missing.
  .refine((value) => value.id_number.length > 0 || value.type !== 'Corporate', {
    message: messages.taxPinRequired,
    path: ['id_number'],
    when: idWhen,
  })
  .refine((value) => value.id_number.length > 0 || value.type === 'Corporate', {
    message: messages.fieldRequired,
    path: ['id_number'],
    when: idWhen,
  })
  .refine(
    (value) =>
      value.id_number.length === 0 || value.type === 'Corporate' || value.id_number.length >= ID_MIN_LENGTH,
    { message: messages.idTooShort, path: ['id_number'], when: idWhen },
  )
  // A firm's tax PIN has a shape of its own, instead of an individual's length rule.
  .refine(
    (value) => value.id_number.length === 0 || value.type !== 'Corporate' || isKraPin(value.id_number),
    {
      message: messages.kraPinInvalid,
      path: ['id_number'],
      when: idWhen,
    },
  )
  .refine(...confirmation);
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/**
 * What the Otp page needs: an opaque handle for the pending code (never a database id, so it says
 * nothing about which accounts exist) and the phone the code went to, masked by the browser.
 */
export const pendingCodeSchema = z.object({ id: z.string(), phone_no: z.string().nullable() });
export type PendingCode = z.infer<typeof pendingCodeSchema>;

export const otpCodeSchema = z
  .string({ error: messages.fieldRequired })
  .trim()
  .superRefine(
    firstBroken([filled, messages.fieldRequired], [(value) => /^\d{6}$/.test(value), messages.otpInvalid]),
  );

export const verifyOtpRequestSchema = z.object({
  id: z.string().min(1).max(200),
  otp_code: otpCodeSchema,
});
export type VerifyOtpRequest = z.input<typeof verifyOtpRequestSchema>;

/** The code step of signing in to a locked account (issue 23): the form's one field, then the request. */
export const loginCodeFormSchema = z.object({ otp_code: otpCodeSchema });
export type LoginCodeForm = z.input<typeof loginCodeFormSchema>;
export const loginCodeRequestSchema = loginCodeFormSchema.extend({ id: z.string().min(1).max(200) });
export type LoginCodeRequest = z.input<typeof loginCodeRequestSchema>;

export const counterVerifyRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired).max(200),
});

export const verifyLinkRequestSchema = z.object({ activation_code: z.string().min(1).max(200) });

export const passwordResetRequestSchema = z.object({ email: emailSchema });

export const newPasswordRequestSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
    token: z.string().min(1).max(200),
  })
  .refine(...confirmation);

export const setPasswordRequestSchema = z
  .object({
    // Account settings ask for the field first (spec 1 §5), then the rule of every new password.
    password: z
      .string({ error: messages.passwordRequired })
      .min(1, messages.passwordRequired)
      .pipe(newPasswordSchema),
    confirmPassword: confirmPasswordSchema,
  })
  .refine(...confirmation);

export const notificationFlagsSchema = z.object({
  email_reminders: z.boolean(),
  email_updates: z.boolean(),
  sms_reminders: z.boolean(),
  sms_updates: z.boolean(),
});
export type NotificationFlags = z.infer<typeof notificationFlagsSchema>;

/** Activation of an existing member (spec 1 §2 "Activation", §3 field names). */
export const memberLookupSchema = z.object({ FirstName: z.string(), LastName: z.string() });

/**
 * eMailAddress and phoneNo are the spec's fields, checked for form only: the code goes to the
 * contacts the register holds and never to typed ones (decision 0019).
 */
export const activationRequestSchema = z.object({
  memberNo: required().max(40),
  eMailAddress: z.union([z.literal(''), emailSchema]).optional(),
  memberNameFirst: z.string().max(100).optional(),
  memberNameLast: z.string().max(100).optional(),
  IdentificationDocumentNo: required().max(40),
  phoneNo: z.union([z.literal(''), phoneSchema]).optional(),
  /** The solved bot check (ALTCHA payload, base64). */
  altcha: z.string({ error: messages.botCheckFailed }).min(1, messages.botCheckFailed).max(4000),
});
export type ActivationRequest = z.input<typeof activationRequestSchema>;

export const activateRequestSchema = z
  .object({
    id: z.string().min(1).max(200),
    otp_code: otpCodeSchema,
    password: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
    email: emailSchema,
  })
  .refine(...confirmation);
export type ActivateRequest = z.input<typeof activateRequestSchema>;

export const requirementSchema = z.object({ sequence: z.number(), description: z.string() });
export type Requirement = z.infer<typeof requirementSchema>;
