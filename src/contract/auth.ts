import { z } from 'zod';
import { emailSchema, messages } from './common';

export { homePathFor, isStaff } from './home-path';

export const userTypes = ['Individual', 'Corporate'] as const;
export type UserType = (typeof userTypes)[number];

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired).max(200),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** The user as the browser sees it (spec 1 §3 "User"). Never carries secrets. */
export const authUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  phone_no: z.string().nullable(),
  id_number: z.string().nullable(),
  name: z.string().nullable(),
  is_admin: z.boolean(),
  is_approver: z.boolean(),
  is_super_admin: z.boolean(),
  type: z.enum(userTypes).nullable(),
  category: z.string().nullable(),
  profile: z.boolean(),
  profile_id: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  email_reminders: z.boolean(),
  email_updates: z.boolean(),
  sms_reminders: z.boolean(),
  sms_updates: z.boolean(),
  /** Set while an admin is logged in as this user: the admin's name, for the banner. */
  impersonated_by: z.string().nullable(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const sessionSchema = z.object({
  token: z.string(),
  expires_at: z.string(),
  user: authUserSchema,
});
export type Session = z.infer<typeof sessionSchema>;

/**
 * The answer (202) to the right password on an account locked by wrong ones (issue 23): no session
 * yet; a one-time code went to the account's e-mail, and POST auth/login/code with `id` and the code
 * signs in. A wrong password on a locked account still answers like any wrong password.
 */
export const loginCodeStepSchema = z.object({
  code_required: z.literal(true),
  /** Opaque handle of the pending code (never a database id). */
  id: z.string(),
  /** Where the code went: the account's e-mail on record. */
  email: z.string(),
  message: z.string(),
});
export type LoginCodeStep = z.infer<typeof loginCodeStepSchema>;
