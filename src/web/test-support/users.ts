import type { AuthUser } from '../../contract/auth';

/** A signed-in member as GET auth/user answers it; tests change what they are about. */
export const signedInUser = (overrides: Partial<AuthUser> = {}): AuthUser => ({
  id: 7,
  email: 'member@eik.example',
  phone_no: '0733445566',
  id_number: '23456789',
  name: null,
  is_admin: false,
  is_approver: false,
  is_super_admin: false,
  type: 'Individual',
  category: 'GRADUATE',
  profile: true,
  profile_id: 'PR-000007',
  email_verified_at: '2026-01-01T00:00:00.000Z',
  email_reminders: true,
  email_updates: false,
  sms_reminders: true,
  sms_updates: false,
  impersonated_by: null,
  ...overrides,
});

/** The demo firm before its initial firm profile. */
export const firmWithoutProfile = signedInUser({
  email: 'firm@eik.example',
  id_number: 'P051234567X',
  type: 'Corporate',
  category: 'FIRM',
  profile: false,
  profile_id: null,
});
