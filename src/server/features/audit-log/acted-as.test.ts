import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountActivityPage } from '../../../contract/account-activity';
import { accountActivityMessages } from '../../../contract/account-activity';
import type { AuditLogPage } from '../../../contract/audit-log';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { newApplicant, submitApplication, waiveChecklist } from '../applications/test-support';
import { validDetails } from '../licences/test-support';
import { newMember } from '../upgrades/test-support';

/**
 * Issue 23 item 11: while an admin is logged in as a member, what they do is the admin's doing,
 * done as the member, in the audit log, in the member's own activity and in an application's history.
 */
let t: TestApp;
let adminId: number;

const idOf = async (email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

/** A fresh admin sign-in, then log-in-as (which ends that admin session): the member's session. */
async function impersonate(userId: number): Promise<string> {
  const admin = await t.login(demo.admin);
  const response = await t.api('POST', '/api/admin/loginas', { token: admin, body: { id: userId } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.token;
}

const flags = { email_reminders: true, email_updates: false, sms_reminders: false, sms_updates: true };
const saveFlags = async (token: string) => {
  const response = await t.api('POST', '/api/auth/notification', { token, body: flags });
  expect(response.statusCode, response.body).toBe(200);
};

const auditRowsOf = (action: string, userId: number) =>
  t.db
    .selectFrom('audit_log')
    .select(['actor_id', 'acted_as_id'])
    .where('action', '=', action)
    .where('subject_id', '=', String(userId))
    .orderBy('id')
    .execute();

const activityOf = async (token: string): Promise<AccountActivityPage> => {
  const response = await t.api('GET', '/api/auth/activity', { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

beforeAll(async () => {
  t = await startTestApp();
  adminId = await idOf(demo.admin);
  await waiveChecklist(t, 'GRADUATE');
  await waiveChecklist(t, 'CORPORATE');
  await waiveChecklist(t, 'PROFESSIONAL');
});
afterAll(async () => {
  await t?.close();
});

describe('an action taken while logged in as a member', () => {
  it('records the admin as the actor and the member as the account acted as', async () => {
    const member = await newApplicant(t);
    await saveFlags(member.token);
    await saveFlags(await impersonate(member.userId));
    expect(await auditRowsOf('notifications.updated', member.userId)).toEqual([
      { actor_id: member.userId, acted_as_id: null },
      { actor_id: adminId, acted_as_id: member.userId },
    ]);
    // Log-in-as itself is the admin's, as the member, like everything in the session it opens.
    expect(await auditRowsOf('user.login-as', member.userId)).toEqual([
      { actor_id: adminId, acted_as_id: member.userId },
    ]);
  });

  it('shows the staff audit log both people, and finds the row by either e-mail', async () => {
    const member = await newApplicant(t);
    await saveFlags(await impersonate(member.userId));
    const admin = await t.login(demo.admin);
    const read = async (query: string): Promise<AuditLogPage> => {
      const response = await t.api('GET', `/api/admin/audit-log?action=notifications.updated&${query}`, {
        token: admin,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    const byMember = await read(`actor=${encodeURIComponent(member.email)}`);
    expect(byMember.items).toHaveLength(1);
    expect(byMember.items[0]).toMatchObject({
      actorEmail: demo.admin,
      actedAsEmail: member.email,
      subjectType: 'user',
      subjectId: String(member.userId),
    });
    const byAdmin = await read(`actor=${encodeURIComponent(demo.admin)}`);
    expect(byAdmin.items.map((item) => item.actedAsEmail)).toContain(member.email);
    const own = await t.api('GET', '/api/admin/audit-log?action=user.updated', { token: admin });
    for (const item of (own.json().data as AuditLogPage).items) expect(item.actedAsEmail).toBeNull();
  });

  it('records a licence application submitted for the member as the admin’s, as the member', async () => {
    const member = await newMember(t, 'CORPORATE');
    const response = await t.api('POST', '/api/license', {
      token: await impersonate(member.userId),
      body: { ...validDetails, declaration: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'acted_as_id'])
      .where('action', '=', 'licence.submit')
      .where('subject_id', '=', response.json().data.licenseApplicationNo)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ actor_id: adminId, acted_as_id: member.userId });
  });

  it("attributes a submitted application's move to the admin, on the member's behalf", async () => {
    const applicant = await newApplicant(t);
    const response = await submitApplication(t, { ...applicant, token: await impersonate(applicant.userId) });
    expect(response.statusCode, response.body).toBe(200);
    const move = await t.db
      .selectFrom('application_transitions')
      .innerJoin('applications', 'applications.id', 'application_transitions.application_id')
      .select(['actor_user_id', 'actor_name'])
      .where('applications.application_no', '=', applicant.code)
      .where('to_status', '=', 'Open')
      .executeTakeFirstOrThrow();
    expect(move.actor_user_id).toBe(adminId);
    expect(move.actor_name).toMatch(/ on behalf of AKINYI ODHIAMBO\d+$/);
  });

  it("attributes a submitted upgrade's move to the admin, on the member's behalf", async () => {
    const member = await newMember(t, 'CORPORATE');
    const response = await t.api('POST', '/api/upgrade/submit', {
      token: await impersonate(member.userId),
      body: { toCategory: 'PROFESSIONAL', amount: 0, memberNo: member.memberNo, requestedDate: '' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const move = await t.db
      .selectFrom('upgrade_transitions')
      .innerJoin('upgrades', 'upgrades.id', 'upgrade_transitions.upgrade_id')
      .select(['actor_user_id', 'actor_name'])
      .where('upgrades.upgrade_no', '=', response.json().data.code)
      .executeTakeFirstOrThrow();
    expect(move.actor_user_id).toBe(adminId);
    expect(move.actor_name).toMatch(/ on behalf of AKINYI ODHIAMBO\d+$/);
  });
});

describe("GET /api/auth/activity: the member's own history", () => {
  it('marks what staff did on the member’s behalf, and only that, never naming the staff member', async () => {
    const member = await newApplicant(t);
    const impersonated = await impersonate(member.userId);
    await saveFlags(impersonated);
    const back = await t.api('POST', '/api/admin/loginas/return', { token: impersonated });
    expect(back.statusCode, back.body).toBe(200);
    await saveFlags(member.token);

    const response = await t.api('GET', '/api/auth/activity', { token: member.token });
    expect(response.body).not.toContain(demo.admin);
    const activity: AccountActivityPage = response.json().data;
    expect(activity.total).toBe(4);
    expect(
      activity.items.map(({ action, label, byStaff, asMember }) => ({ action, label, byStaff, asMember })),
    ).toEqual([
      {
        action: 'notifications.updated',
        label: 'Notification preferences changed',
        byStaff: false,
        asMember: false,
      },
      { action: 'user.login-as-ended', label: 'Staff left your account', byStaff: true, asMember: false },
      {
        action: 'notifications.updated',
        label: 'Notification preferences changed',
        byStaff: true,
        asMember: false,
      },
      { action: 'user.login-as', label: 'Staff logged in to your account', byStaff: true, asMember: false },
    ]);
    expect(Object.keys(activity.items[0] ?? {}).sort()).toEqual([
      'action',
      'asMember',
      'byStaff',
      'createdAt',
      'id',
      'label',
    ]);
    expect(accountActivityMessages.byStaff).toBe('Done by staff on your behalf');
  });

  it("shows the admin's own side as done while logged in as a member, and no one else's rows", async () => {
    const member = await newApplicant(t);
    const other = await newApplicant(t);
    await saveFlags(await impersonate(member.userId));
    await saveFlags(other.token);
    const admin = await activityOf(await t.login(demo.admin));
    expect(admin.items.find((item) => item.action === 'notifications.updated')).toMatchObject({
      label: 'Notification preferences changed',
      byStaff: false,
      asMember: true,
    });
    expect(admin.items.find((item) => item.action === 'user.login-as')).toMatchObject({
      label: 'Logged in as a member',
      asMember: true,
    });
    const others = await activityOf(other.token);
    expect(others.items.map((item) => [item.action, item.byStaff])).toEqual([
      ['notifications.updated', false],
    ]);
  });

  it('is for signed-in accounts only', async () => {
    expect((await t.api('GET', '/api/auth/activity')).statusCode).toBe(401);
  });
});
