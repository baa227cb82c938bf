/**
 * Who may do what (decisions.md "Roles"): each capability named once, with the least role that has
 * it. The server guards every signed-in route with one of these names (`serve(declared, name, …)`),
 * and the web's route guards and menus read the same table, so a page or link is offered exactly
 * where the server would answer. Which record an account may touch (its own, or any as staff) is
 * checked by the use case; the server's rules for that sit beside this table in
 * `server/platform/policies.ts`.
 */
export type Role = 'visitor' | 'member' | 'approver' | 'admin' | 'super-admin';

export const policies = {
  /** Any signed-in account, on its own records only: its profile, applications, bills, CPD. */
  ownAccount: 'member',
  reviewApplications: 'approver',
  reviewUpgrades: 'approver',
  reviewLicences: 'approver',
  /** An applicant's uploaded documents, besides the applicant. */
  readApplicantDocuments: 'approver',
  readStaffOverview: 'approver',
  /** The member page (issue 24): approvers read member records and note what they learnt. */
  readMemberRecords: 'approver',
  changeMemberRecords: 'admin',
  manageAccounts: 'admin',
  /** Categories, lookups, checklist rules and referee questions. */
  manageReferenceLists: 'admin',
  manageEvents: 'admin',
  awardCpd: 'admin',
  /** CPD activity types with their points rules, and the points each category must earn a year. */
  manageCpdRules: 'admin',
  /** Verify the CPD members log, and record the outcomes of the yearly CPD audit. */
  verifyCpd: 'approver',
  /** Draw (and cancel) the yearly random CPD audit. */
  runCpdAudits: 'admin',
  runSubscriptions: 'admin',
  /** Money received outside the checkout. */
  postPaymentsByHand: 'admin',
  /** Reports hold the register's money and counts; approvers' work is the review queue. */
  readReports: 'admin',
  /** Who changed settings and users, and who signed in as whom. */
  readAuditLog: 'admin',
  readOutbox: 'admin',
  /** Queue a failed or sent message again. */
  resendOutbox: 'admin',
  editSettings: 'super-admin',
} as const satisfies Record<string, Exclude<Role, 'visitor'>>;

export type PolicyName = keyof typeof policies;

/** Staff roles are ordered: an admin may do what an approver may, the super-admin what an admin may. */
const rank: Record<Role, number> = { visitor: 0, member: 1, approver: 2, admin: 3, 'super-admin': 4 };

export const roleHas = (role: Role, minimum: Role): boolean => rank[role] >= rank[minimum];

export const roleAllows = (role: Role, policy: PolicyName): boolean => roleHas(role, policies[policy]);

/** An account's role from the flags the server sends with it (the server decides them). */
export function roleOfAccount(
  account: { is_super_admin: boolean; is_admin: boolean; is_approver: boolean } | null,
): Role {
  if (!account) return 'visitor';
  if (account.is_super_admin) return 'super-admin';
  if (account.is_admin) return 'admin';
  if (account.is_approver) return 'approver';
  return 'member';
}
