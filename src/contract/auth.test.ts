import { describe, expect, it } from 'vitest';
import { homePathFor, loginRequestSchema } from './auth';
import { messages } from './common';
import { newPasswordSchema } from './passwords';

const user = {
  is_admin: false,
  is_approver: false,
  is_super_admin: false,
  profile: false,
  type: 'Individual' as const,
};

describe('entry rule (spec 1 §2)', () => {
  it('sends each kind of user home', () => {
    expect(homePathFor({ ...user, is_admin: true, is_super_admin: true })).toBe('/admin/settings');
    expect(homePathFor({ ...user, is_admin: true })).toBe('/admin/user-settings');
    expect(homePathFor({ ...user, is_approver: true })).toBe('/admin/review');
    expect(homePathFor({ ...user, is_admin: true, is_approver: true })).toBe('/admin/user-settings');
    expect(homePathFor({ ...user, profile: true })).toBe('/dashboard');
    expect(homePathFor(user)).toBe('/initiate-profile');
    expect(homePathFor({ ...user, type: 'Corporate' })).toBe('/initiate-firm');
  });
});

describe('shared rules', () => {
  it('requires a valid e-mail (text@text.text) and a password at login', () => {
    const empty = loginRequestSchema.safeParse({ email: '', password: '' });
    expect(empty.error?.issues.map((issue) => issue.message)).toEqual([
      messages.emailRequired,
      messages.passwordRequired,
    ]);
    expect(loginRequestSchema.safeParse({ email: 'a@b', password: 'x' }).error?.issues[0]?.message).toBe(
      messages.emailInvalid,
    );
    expect(loginRequestSchema.parse({ email: ' Member@EIK.example ', password: 'x' }).email).toBe(
      'member@eik.example',
    );
  });

  it('accepts 8-16 character passwords with upper, lower, digit and a special character only', () => {
    for (const good of ['Portal#2026', 'aB3@aaaa', 'Abcdefgh1234567!'])
      expect(newPasswordSchema.safeParse(good).success).toBe(true);
    for (const bad of [
      'Sh1!',
      'alllowercase1!',
      'ALLUPPER1!',
      'NoDigits!!',
      'NoSpecial123',
      'Abcdefgh12345678!',
    ]) {
      expect(newPasswordSchema.safeParse(bad).error?.issues[0]?.message ?? 'accepted').toBe(
        messages.passwordRule,
      );
    }
  });
});
