/**
 * The callers of the authorization matrix, the access classes a route can have, and the answer
 * each caller should get from each class (route-access.ts gives every route its class).
 */

/**
 * The six roles of issue 11 plus a firm: the firm sections answer only to Corporate accounts, so
 * without a firm no caller would be allowed on them and a wrong refusal there would go unseen.
 * Member A is the demo member (member@), member B the submitted applicant (submitted@), who has a
 * profile, an application and an invoice of their own.
 */
export type Caller = 'visitor' | 'memberA' | 'memberB' | 'firm' | 'approver' | 'admin' | 'superAdmin';

export const callers: readonly Caller[] = [
  'visitor',
  'memberA',
  'memberB',
  'firm',
  'approver',
  'admin',
  'superAdmin',
];

export type AccessClass =
  /** Anyone, signed in or not. */
  | 'public'
  /** Any signed-in account, on its own data only (the route takes no record of anyone else). */
  | 'signedIn'
  /** Individual members only: the profile sections a firm does not have (staff have no type). */
  | 'individual'
  /** Firms only: the firm sections. */
  | 'firm'
  /** Member A's own record: member B, the firm and staff hear 404. */
  | 'owner'
  /** Member A's own record, which staff may also read (billing documents, uploaded files). */
  | 'ownerOrStaff'
  /** Member A's own record in an individual-only section: firm and staff refused by type (403). */
  | 'individualOwner'
  /** Member A's own record, which admins may also read; approvers hear 404 (spec: CPD certificates). */
  | 'ownerOrAdmin'
  /** Member and firm accounts, not staff: staff have no profile of their own to keep (403). */
  | 'account'
  /** Registered members (with a member number) only: only member A has one among the callers. */
  | 'withMemberNo'
  /**
   * Only a log-in-as session, which no caller here holds: everyone signed in hears 403. Log-in-as
   * itself is exercised in features/admin-users/log-in-as.test.ts.
   */
  | 'impersonated'
  /** Approvers, admins and the super-admin. */
  | 'staff'
  | 'admin'
  | 'superAdmin';

/**
 * Issue 23: the routes that act on another account named by id. On a staff account (approver or
 * admin) an admin is refused 403 and only the super-admin may act ('superAdmin'); log-in-as never
 * targets staff, whoever asks ('never'). The matrix checks every such admin route is listed here.
 */
export const staffTargetAccess: Record<string, 'superAdmin' | 'never'> = {
  'POST /api/admin/updateUser/:id': 'superAdmin',
  'POST /api/admin/sendActivationLink': 'superAdmin',
  'POST /api/admin/deleteUser/:id': 'superAdmin',
  'POST /api/admin/unlockUser/:id': 'superAdmin',
  'POST /api/admin/reactivateUser/:id': 'superAdmin',
  'POST /api/admin/loginas': 'never',
};

/** A refusal status, or 'allow' (any answer but a refusal). */
export type Expected = 'allow' | 401 | 403 | 404;

const staffCallers: readonly Caller[] = ['approver', 'admin', 'superAdmin'];
const rank: Record<Caller, number> = {
  visitor: 0,
  memberA: 1,
  memberB: 1,
  firm: 1,
  approver: 2,
  admin: 3,
  superAdmin: 4,
};
const minimumRank = { staff: 2, admin: 3, superAdmin: 4 } as const;

export function expectedAnswer(access: AccessClass, caller: Caller): Expected {
  if (access === 'public') return 'allow';
  if (caller === 'visitor') return 401;
  const staff = staffCallers.includes(caller);
  switch (access) {
    case 'signedIn':
      return 'allow';
    case 'individual':
      return caller === 'memberA' || caller === 'memberB' ? 'allow' : 403;
    case 'firm':
      return caller === 'firm' ? 'allow' : 403;
    case 'owner':
      return caller === 'memberA' ? 'allow' : 404;
    case 'ownerOrStaff':
      return caller === 'memberA' || staff ? 'allow' : 404;
    case 'ownerOrAdmin':
      return caller === 'memberA' || caller === 'admin' || caller === 'superAdmin' ? 'allow' : 404;
    case 'account':
      return staff ? 403 : 'allow';
    case 'withMemberNo':
      return caller === 'memberA' ? 'allow' : 403;
    case 'impersonated':
      return 403;
    case 'individualOwner':
      if (caller === 'memberA') return 'allow';
      return caller === 'memberB' ? 404 : 403;
    default:
      return rank[caller] >= minimumRank[access] ? 'allow' : 403;
  }
}

/** The statuses that mean "refused" for a class: an allowed caller must get none of them. */
export const refusalsOf = (access: AccessClass): readonly number[] =>
  access === 'owner' || access === 'ownerOrStaff' || access === 'ownerOrAdmin' || access === 'individualOwner'
    ? [401, 403, 404]
    : [401, 403];
