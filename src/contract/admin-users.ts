import { z } from 'zod';
import { ID_MIN_LENGTH, requiredPhoneSchema } from './access';
import { emailPattern, filled, firstBroken, messages } from './common';
import { listQuerySchemas, listSort } from './list-query';

/** User accounts administration (spec 1 §2 "AdminUsers", §5, §7, §8): shapes and wording of both sides. */

export const ADMIN_USERS_PAGE_SIZE = 20;

export const adminUserMessages = {
  /** The admin dialog's own wording for an empty e-mail or phone (spec 1 §5). */
  required: 'Required.',
  confirmUpdate: 'Are you sure you want to update this user?',
  updated: 'User updated successfully',
  deleted: 'User deleted successfully',
  /** A delete that kept the account: the ledger and issued documents need their customer. */
  deactivatedInstead: (records: readonly KeptRecord[]) =>
    `User deactivated, not deleted: they have ${listOf(records)} that must be kept. They can no longer sign in.`,
  reactivated: 'User reactivated. Send them a password reset link so they can sign in again.',
  confirmResetLink: (email: string) =>
    `Send a password reset link to ${email}? They can then set a new password; their current one keeps working until they do.`,
  confirmReactivate: (email: string) =>
    `Reactivate the account of ${email}? They can sign in again once they set a new password with a reset link.`,
  notDeactivated: 'This account is active.',
  resetLinkSent: 'Password Reset link sent successfully',
  loggedInAs: 'Logged in as user successfully',
  emailTaken: 'Another account already uses this e-mail.',
  idNumberTaken: 'Another account already uses this ID number.',
  notYourself: 'You cannot delete your own account.',
  notSuperAdmin: 'The super-admin account cannot be deleted.',
  superAdminEmail: "The super-admin's e-mail is set in the server configuration and cannot be changed here.",
  staffTarget: 'You cannot log in as an administrator or approver.',
  /** Issue 23: an admin who could re-address a staff account and reset it would take it over. */
  staffAccount:
    'Only the super-admin can change, reset, unlock or delete an administrator or approver account.',
  unlocked: 'Account unlocked successfully',
  deactivated: 'This account has been deactivated.',
  notImpersonating: 'This session is not logged in as another user.',
  impersonatorGone: 'Your administrator account can no longer sign in. Sign in again.',
} as const;

/** One account as the admin list shows it (spec 1 §3 "Admin user"): never a password hash. */
export const adminUserSchema = z.object({
  id: z.number(),
  /** The account's own name (staff have one); members are named by their profile. */
  name: z.string().nullable(),
  profile_name: z.string().nullable(),
  email: z.string(),
  email_verified_at: z.string().nullable(),
  profile_id: z.string().nullable(),
  id_number: z.string().nullable(),
  phone_no: z.string().nullable(),
  type: z.string().nullable(),
  is_admin: z.boolean(),
  is_approver: z.boolean(),
  is_super_admin: z.boolean(),
  /** Set when the account was closed but kept because money was booked against it. */
  deactivated_at: z.string().nullable(),
  /** Too many wrong passwords in the login window: sign-in needs an e-mailed code until it ends. */
  locked: z.boolean(),
  /** The member record the account is linked to, whose staff page the list links to; null for none. */
  member_no: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** Who an account is (issue 27 filter): an individual member, a firm, an admin or an approver. */
export const userRoles = ['member', 'firm', 'admin', 'approver'] as const;
export type UserRole = (typeof userRoles)[number];
/** Whether an account can sign in: active, closed (deactivated), or locked by wrong passwords. */
export const userStates = ['active', 'deactivated', 'locked'] as const;
export type UserState = (typeof userStates)[number];

/** The users list's sortable columns; newest accounts first until a header is clicked. */
export const adminUsersSort = listSort({
  columns: ['created', 'name', 'email', 'type'],
  sort: 'created',
  dir: 'desc',
});
export type AdminUsersSortColumn = (typeof adminUsersSort.columns)[number];

const adminUsersQueries = listQuerySchemas(
  {
    search: z.string().trim().max(200).optional().default(''),
    role: z.enum(userRoles).optional(),
    state: z.enum(userStates).optional(),
  },
  adminUsersSort,
);
export const adminUsersQuerySchema = adminUsersQueries.list;
/** The CSV of the accounts under the same filter and order, or of the selected ones (`ids`). */
export const adminUsersCsvQuerySchema = adminUsersQueries.csv;
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminUsersPageSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

/** Staff accounts are never impersonated (decisions.md "Roles"), so the action is hidden for them. */
export const canLogInAs = (user: Pick<AdminUser, 'is_admin' | 'is_approver' | 'deactivated_at'>) =>
  !user.is_admin && !user.is_approver && user.deactivated_at === null;

/**
 * Who may edit, reset, unlock or delete an account (issue 23): staff accounts (approvers and admins)
 * only the super-admin; the server enforces it (platform/policies.ts mayManageAccount).
 */
export const canManageAccount = (
  viewer: { is_super_admin: boolean },
  user: Pick<AdminUser, 'is_admin' | 'is_approver'>,
) => viewer.is_super_admin || (!user.is_admin && !user.is_approver);

/** An optional field: empty, missing or null all mean "none" (the dialog sends null for an empty one). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, messages.tooLong(max))
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * The ID or passport number (a firm's tax PIN): staff accounts have none, so it may stay empty;
 * given, it follows the registration rule (spec 1 §5) and is kept in capitals as registration keeps it.
 */
const optionalIdNumber = z
  .string()
  .trim()
  .superRefine(
    firstBroken(
      [(value) => value.length === 0 || value.length >= ID_MIN_LENGTH, messages.idTooShort],
      [(value) => value.length <= 40, messages.idTooLong],
    ),
  )
  .nullish()
  .transform((value) => (value ? value.toUpperCase() : null));

/**
 * The edit dialog (spec 1 §5), for every kind of account: e-mail and phone required, with the
 * dialog's 'Required.' wording; the phone kept in E.164. That the e-mail and the ID number are no
 * other account's is the server's check (adminUserMessages.emailTaken, idNumberTaken).
 */
export const adminUserUpdateSchema = z.object({
  name: optionalText(120),
  email: z
    .string({ error: adminUserMessages.required })
    .trim()
    .superRefine(
      firstBroken(
        [filled, adminUserMessages.required],
        [(value) => value.length <= 254 && emailPattern.test(value), messages.emailInvalid],
      ),
    )
    .transform((value) => value.toLowerCase()),
  phone_no: requiredPhoneSchema(adminUserMessages.required),
  id_number: optionalIdNumber,
});
export type AdminUserUpdate = z.input<typeof adminUserUpdateSchema>;

/** The body of sendActivationLink and loginas: the user, by id (spec 1 §7 sends the whole user). */
export const adminUserRefSchema = z.object({ id: z.coerce.number().int().positive() });

export const adminUserIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** What a delete found that must outlive the account. */
export const keptRecords = ['invoices', 'receipts', 'payments', 'documents'] as const;
export type KeptRecord = (typeof keptRecords)[number];

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export const deleteOutcomeSchema = z.object({
  /** adminUserMessages.deleted, or deactivatedInstead naming the records that kept the account. */
  message: z.string(),
  /** 'deleted' removed the account; 'deactivated' kept it because invoices or payments point at it. */
  outcome: z.enum(['deleted', 'deactivated']),
});
export type DeleteOutcome = z.infer<typeof deleteOutcomeSchema>;
