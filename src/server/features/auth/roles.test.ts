import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homePathFor } from '../../../contract/auth';
import { demoAccounts, startTestApp, type TestApp } from '../../test-support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** What the browser is told about each demo account; it decides menus and landing pages from this. */
const expected = {
  'superadmin@eik.example': {
    is_admin: true,
    is_approver: false,
    is_super_admin: true,
    profile: false,
    type: null,
    home: '/admin/settings',
  },
  'admin@eik.example': {
    is_admin: true,
    is_approver: false,
    is_super_admin: false,
    profile: false,
    type: null,
    home: '/admin/user-settings',
  },
  'approver@eik.example': {
    is_admin: false,
    is_approver: true,
    is_super_admin: false,
    profile: false,
    type: null,
    home: '/admin/review',
  },
  'submitted@eik.example': {
    is_admin: false,
    is_approver: false,
    is_super_admin: false,
    profile: true,
    type: 'Individual',
    home: '/dashboard',
  },
  'member@eik.example': {
    is_admin: false,
    is_approver: false,
    is_super_admin: false,
    profile: true,
    type: 'Individual',
    home: '/dashboard',
  },
  'applicant@eik.example': {
    is_admin: false,
    is_approver: false,
    is_super_admin: false,
    profile: false,
    type: 'Individual',
    home: '/initiate-profile',
  },
  'firm@eik.example': {
    is_admin: false,
    is_approver: false,
    is_super_admin: false,
    profile: false,
    type: 'Corporate',
    home: '/initiate-firm',
  },
} as const;

describe('demo account roles', () => {
  it('covers every seeded demo account', () => {
    const emails = demoAccounts(t.env.SUPER_ADMIN_EMAIL).map((account) => account.email);
    expect(emails.sort()).toEqual(Object.keys(expected).sort());
  });

  for (const [email, { home, ...flags }] of Object.entries(expected)) {
    it(`${email} signs in with the expected role flags`, async () => {
      const token = await t.login(email);
      const response = await t.api('GET', '/api/auth/user', { token });
      expect(response.statusCode).toBe(200);
      const user = response.json().data;
      expect(user).toMatchObject({ email, ...flags, impersonated_by: null });
      expect(user.profile_id === null).toBe(!flags.profile);
      expect(homePathFor(user)).toBe(home);
    });
  }

  it('makes only the admin whose e-mail is SUPER_ADMIN_EMAIL the super-admin', async () => {
    expect(t.env.SUPER_ADMIN_EMAIL).toBe('superadmin@eik.example');
    const admins = await t.db.selectFrom('users').select('email').where('is_admin', '=', 1).execute();
    expect(admins.length).toBeGreaterThanOrEqual(2);
    const superAdmins = [];
    for (const { email } of admins) {
      const token = await t.login(email);
      const user = (await t.api('GET', '/api/auth/user', { token })).json().data;
      if (user.is_super_admin) superAdmins.push(user.email);
    }
    expect(superAdmins).toEqual([t.env.SUPER_ADMIN_EMAIL]);
  });

  it('does not make a non-admin super-admin even with the configured e-mail', async () => {
    await t.db
      .updateTable('users')
      .set({ is_admin: 0 })
      .where('email', '=', t.env.SUPER_ADMIN_EMAIL)
      .execute();
    try {
      const token = await t.login(t.env.SUPER_ADMIN_EMAIL);
      const user = (await t.api('GET', '/api/auth/user', { token })).json().data;
      expect(user.is_super_admin).toBe(false);
      expect((await t.api('GET', '/api/admin/outbox', { token })).statusCode).toBe(403);
    } finally {
      await t.db
        .updateTable('users')
        .set({ is_admin: 1 })
        .where('email', '=', t.env.SUPER_ADMIN_EMAIL)
        .execute();
    }
  });
});
