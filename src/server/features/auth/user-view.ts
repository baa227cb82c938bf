import type { AuthUser } from '../../../contract/auth';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { isSuperAdmin } from '../../platform/policies';

/** The only way a user row leaves the server: an explicit allow-list, never the password hash. */
export function toAuthUser(
  context: AppContext,
  user: UserRow,
  profileId: string | null,
  impersonatedBy: string | null = null,
): AuthUser {
  return {
    id: user.id,
    email: user.email,
    phone_no: user.phone_no,
    id_number: user.id_number,
    name: user.name,
    is_admin: user.is_admin === 1,
    is_approver: user.is_approver === 1,
    is_super_admin: isSuperAdmin(user, context.policy),
    type: user.type,
    category: user.category,
    profile: profileId !== null,
    profile_id: profileId,
    email_verified_at: user.email_verified_at,
    email_reminders: user.email_reminders === 1,
    email_updates: user.email_updates === 1,
    sms_reminders: user.sms_reminders === 1,
    sms_updates: user.sms_updates === 1,
    impersonated_by: impersonatedBy,
  };
}
