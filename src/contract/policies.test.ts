import { describe, expect, it } from 'vitest';
import { type PolicyName, policies, roleAllows, roleOfAccount } from './policies';

const account = (flags: Partial<Record<'is_super_admin' | 'is_admin' | 'is_approver', boolean>>) => ({
  is_super_admin: false,
  is_admin: false,
  is_approver: false,
  ...flags,
});
const names = Object.keys(policies) as PolicyName[];
const allowedTo = (flags: Parameters<typeof account>[0]) =>
  names.filter((name) => roleAllows(roleOfAccount(account(flags)), name));

describe('who may do what', () => {
  it('gives a member their own records only', () => {
    expect(allowedTo({})).toEqual(['ownAccount']);
  });

  it('gives an approver the review work and the member page to read, not to change', () => {
    const approver = allowedTo({ is_approver: true });
    expect(approver).toEqual(
      expect.arrayContaining(['reviewApplications', 'reviewUpgrades', 'reviewLicences', 'readMemberRecords']),
    );
    for (const name of [
      'changeMemberRecords',
      'manageAccounts',
      'postPaymentsByHand',
      'editSettings',
    ] as const)
      expect(approver).not.toContain(name);
  });

  it('keeps the settings for the super-admin, who may do everything', () => {
    expect(allowedTo({ is_admin: true })).not.toContain('editSettings');
    expect(allowedTo({ is_admin: true, is_super_admin: true })).toEqual(names);
  });

  it('gives a visitor nothing', () => {
    expect(names.filter((name) => roleAllows(roleOfAccount(null), name))).toEqual([]);
  });
});
