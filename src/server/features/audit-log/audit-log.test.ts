import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE, type AuditLogPage } from '../../../contract/audit-log';
import { messages } from '../../../contract/common';
import { reportMessages } from '../../../contract/reports';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';

let t: TestApp;
const tokens = { superAdmin: '', admin: '', approver: '', member: '', firm: '' };

const page = async (query = ''): Promise<AuditLogPage> => {
  const response = await t.api('GET', `/api/admin/audit-log${query}`, { token: tokens.admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

beforeAll(async () => {
  t = await startTestApp();
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[role] = await t.login(demo[role]);
  const admin = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', demo.admin)
    .executeTakeFirstOrThrow();
  const superAdmin = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', demo.superAdmin)
    .executeTakeFirstOrThrow();
  const rows = [
    {
      actor_id: superAdmin.id,
      action: 'zz.settings.update',
      subject_type: 'settings',
      subject_id: '1',
      created_at: '2020-03-01T10:00:00.000Z',
    },
    {
      actor_id: admin.id,
      action: 'zz.user.update',
      subject_type: 'user',
      subject_id: '42',
      created_at: '2020-03-02T10:00:00.000Z',
    },
    {
      actor_id: admin.id,
      action: 'zz.login-as',
      subject_type: 'user',
      subject_id: '43',
      created_at: '2020-03-03T20:59:59.000Z',
    },
    {
      actor_id: null,
      action: 'zz.payment.post',
      subject_type: 'receipt',
      subject_id: 'RCT-100_%',
      created_at: '2020-03-03T21:00:00.000Z',
    },
  ];
  await t.db
    .insertInto('audit_log')
    .values(rows.map((row) => ({ ...row, details: JSON.stringify({ note: row.action }) })))
    .execute();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/admin/audit-log', () => {
  it('is for admins and the super-admin: 403 for approvers and members, 401 for visitors', async () => {
    for (const role of ['admin', 'superAdmin'] as const) {
      expect((await t.api('GET', '/api/admin/audit-log', { token: tokens[role] })).statusCode, role).toBe(
        200,
      );
    }
    for (const role of ['approver', 'member', 'firm'] as const) {
      const response = await t.api('GET', '/api/admin/audit-log', { token: tokens[role] });
      expect(response.statusCode, role).toBe(403);
      expect(response.json()).toEqual({ message: messages.forbidden });
    }
    expect((await t.api('GET', '/api/admin/audit-log')).statusCode).toBe(401);
  });

  it('answers a date range newest first, naming each actor by name and e-mail', async () => {
    const result = await page('?from=2020-03-01&to=2020-03-04');
    expect(result.total).toBe(4);
    expect(result.items.map((item) => item.action)).toEqual([
      'zz.payment.post',
      'zz.login-as',
      'zz.user.update',
      'zz.settings.update',
    ]);
    expect(result.items[1]).toMatchObject({
      actorEmail: demo.admin,
      actorName: expect.any(String),
      subjectType: 'user',
      subjectId: '43',
      details: JSON.stringify({ note: 'zz.login-as' }),
      createdAt: '2020-03-03T20:59:59.000Z',
    });
    expect(result.items[0]).toMatchObject({ actorName: null, actorEmail: null });
    expect(result.actions).toEqual(expect.arrayContaining(['zz.login-as', 'zz.settings.update']));
    // The end day counts whole; the start day too.
    expect((await page('?from=2020-03-02&to=2020-03-03')).items.map((item) => item.action)).toEqual([
      'zz.login-as',
      'zz.user.update',
    ]);
  });

  it('names an account subject by its member’s name with the member number, and a register entry alike', async () => {
    const member = await t.db
      .selectFrom('users')
      .innerJoin('member_register', 'member_register.user_id', 'users.id')
      .select(['users.id', 'member_register.member_no'])
      .where('users.email', '=', demo.member)
      .executeTakeFirstOrThrow();
    const approver = await t.db
      .selectFrom('users')
      .select(['id', 'name', 'email'])
      .where('email', '=', demo.approver)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('audit_log')
      .values(
        [
          ['user', String(member.id)],
          ['user', String(approver.id)],
          ['member_register', member.member_no],
          ['user', '999999'],
        ].map(([type, id], index) => ({
          actor_id: null,
          action: 'zz.subjects',
          subject_type: type,
          subject_id: id,
          created_at: `2019-01-0${index + 1}T00:00:00.000Z`,
        })),
      )
      .execute();
    const items = (await page('?action=zz.subjects')).items.reverse();
    expect(items.map(({ subjectName, subjectMemberNo }) => ({ subjectName, subjectMemberNo }))).toEqual([
      { subjectName: 'JAMES MWANGI KAMAU', subjectMemberNo: member.member_no },
      { subjectName: approver.name ?? approver.email, subjectMemberNo: null },
      { subjectName: 'JAMES MWANGI KAMAU', subjectMemberNo: member.member_no },
      { subjectName: null, subjectMemberNo: null },
    ]);
  });

  it('filters by action, by part of the actor’s e-mail in any case, and by subject', async () => {
    expect((await page('?action=zz.user.update')).items.map((item) => item.subjectId)).toEqual(['42']);
    const byActor = await page(`?actor=${encodeURIComponent('ADMIN@EIK')}&from=2020-03-01&to=2020-03-31`);
    // Part of an e-mail: superadmin@eik.example contains admin@eik too.
    expect(byActor.items.map((item) => item.action)).toEqual([
      'zz.login-as',
      'zz.user.update',
      'zz.settings.update',
    ]);
    const bySuper = await page('?actor=SuperAdmin&from=2020-03-01&to=2020-03-31');
    expect(bySuper.items.map((item) => item.action)).toEqual(['zz.settings.update']);
    expect((await page('?subject=receipt')).items.map((item) => item.action)).toEqual(['zz.payment.post']);
    // % and _ are taken literally, not as wildcards.
    expect((await page(`?subject=${encodeURIComponent('100_%')}`)).total).toBe(1);
    expect((await page(`?subject=${encodeURIComponent('1%')}`)).total).toBe(0);
  });

  it('pages on the server', async () => {
    const values = Array.from({ length: AUDIT_PAGE_SIZE + 3 }, (_, index) => ({
      actor_id: null,
      action: 'zz.paging',
      created_at: `2019-01-01T00:00:${String(index).padStart(2, '0')}.000Z`,
    }));
    await t.db.insertInto('audit_log').values(values).execute();
    const first = await page('?action=zz.paging');
    expect(first).toMatchObject({ total: AUDIT_PAGE_SIZE + 3, page: 1, pageSize: AUDIT_PAGE_SIZE });
    expect(first.items).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.items[0]?.createdAt).toBe(`2019-01-01T00:00:${AUDIT_PAGE_SIZE + 2}.000Z`);
    const second = await page('?action=zz.paging&page=2');
    expect(second.items.map((item) => item.createdAt)).toEqual([
      '2019-01-01T00:00:02.000Z',
      '2019-01-01T00:00:01.000Z',
      '2019-01-01T00:00:00.000Z',
    ]);
  });

  it('refuses a range that ends before it starts', async () => {
    const response = await t.api('GET', '/api/admin/audit-log?from=2020-03-05&to=2020-03-01', {
      token: tokens.admin,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(reportMessages.rangeOrder);
  });
});
