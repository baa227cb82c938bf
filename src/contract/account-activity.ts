import { z } from 'zod';

/**
 * The signed-in person's own account activity (issue 23 item 11): what the audit log holds about
 * what they did, and what staff did while logged in as them, newest first. Staff are never named:
 * the member sees "staff", not a colleague's name or e-mail, and no row carries its details.
 */

export const ACCOUNT_ACTIVITY_PAGE_SIZE = 20;

export const accountActivityQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AccountActivityQuery = z.input<typeof accountActivityQuerySchema>;

export const accountActivityMessages = {
  title: 'Account activity',
  intro: 'What was done on your account, newest first, including anything staff did on your behalf.',
  byStaff: 'Done by staff on your behalf',
  asMember: 'Done while you were logged in as a member',
  empty: 'Nothing has been recorded on your account yet.',
} as const;

/** How an action reads in the list, seen by the account it was done on or by. */
const labels: Record<string, string> = {
  'activation.completed': 'Account activated',
  'password.reset': 'Password reset with an e-mailed link',
  'password.changed': 'Password changed',
  'notifications.updated': 'Notification preferences changed',
  'licence.submit': 'Practising licence application submitted',
  'licence.upload': 'Signed licence application uploaded',
};

/** Logging in as a member reads differently to the member and to the staff member who did it. */
const loginAsLabels: Record<string, { byStaff: string; own: string }> = {
  'user.login-as': { byStaff: 'Staff logged in to your account', own: 'Logged in as a member' },
  'user.login-as-ended': { byStaff: 'Staff left your account', own: "Left a member's account" },
};

/** The label of an action; one without a label of its own shows its code. */
export function accountActivityLabel(action: string, byStaff: boolean): string {
  const loginAs = loginAsLabels[action];
  if (loginAs) return byStaff ? loginAs.byStaff : loginAs.own;
  return labels[action] ?? action;
}

export const accountActivityEntrySchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  action: z.string(),
  label: z.string(),
  /** Staff did it while logged in as this account: the list says "Done by staff on your behalf". */
  byStaff: z.boolean(),
  /** This account (staff) did it while logged in as a member, who is not named here. */
  asMember: z.boolean(),
});
export type AccountActivityEntry = z.infer<typeof accountActivityEntrySchema>;

export const accountActivityPageSchema = z.object({
  items: z.array(accountActivityEntrySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AccountActivityPage = z.infer<typeof accountActivityPageSchema>;
