import { z } from 'zod';
import { emailSchema, messages } from './common';

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

/** Where a signed-in user belongs (spec 1 §2 entry rule; staff work in the admin area). */
export const isStaff = (user: Pick<AuthUser, 'is_admin' | 'is_approver'>) =>
  user.is_admin || user.is_approver;

/** Where a signed-in user belongs (spec 1 §2 entry rule). */
export function homePathFor(
  user: Pick<AuthUser, 'is_admin' | 'is_approver' | 'is_super_admin' | 'profile' | 'type'>,
): string {
  if (user.is_super_admin) return '/admin/settings';
  if (user.is_admin) return '/admin/overview';
  // decisions.md "Roles": approvers are reviewers, so they start at the review queue.
  if (user.is_approver) return '/admin/review';
  if (user.profile) return '/dashboard';
  return user.type === 'Corporate' ? '/initiate-firm' : '/initiate-profile';
}
