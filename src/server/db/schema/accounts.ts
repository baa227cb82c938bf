import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Flag } from './flag';

/** Users, sessions, one-time codes and links, and the secrets and limits that guard them. */

export interface UsersTable {
  id: Generated<number>;
  email: string;
  phone_no: string | null;
  id_number: string | null;
  name: string | null;
  password_hash: string;
  is_admin: Generated<Flag>;
  is_approver: Generated<Flag>;
  type: 'Individual' | 'Corporate' | null;
  category: string | null;
  email_verified_at: string | null;
  email_reminders: Generated<Flag>;
  email_updates: Generated<Flag>;
  sms_reminders: Generated<Flag>;
  sms_updates: Generated<Flag>;
  /** Closed by an admin but kept for its money records (migration 0023). */
  deactivated_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  impersonator_id: number | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** Ends the session after this many minutes unused (inactivityLogout on); null: only expires_at. */
  idle_minutes: number | null;
  /** When the session was last used, to the minute; kept only while idle_minutes is set. */
  last_seen_at: string | null;
}

/**
 * submit-application: the code that signs a membership application's submission (spec 2 §4).
 * login-unlock: the code e-mailed when the right password meets an account locked by wrong ones.
 */
export type CodePurpose = 'verify-account' | 'activation' | 'submit-application' | 'login-unlock';

export interface OneTimeCodesTable {
  id: Generated<number>;
  handle_hash: string;
  purpose: CodePurpose;
  user_id: number | null;
  register_id: number | null;
  email: string | null;
  phone: string | null;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  consumed_at: string | null;
  created_at: string;
}

export type LinkPurpose = 'verify-email' | 'password-reset';

export interface LinkTokensTable {
  id: Generated<number>;
  token_hash: string;
  purpose: LinkPurpose;
  user_id: number;
  expires_at: string;
  consumed_at: string | null;
  created_at: string;
}

export interface UsedChallengesTable {
  signature: string;
  expires_at: string;
}

/** Secrets the server generates once and every instance shares (e.g. the ALTCHA HMAC key). */
export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  window_started_at: string;
  hits: number;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
