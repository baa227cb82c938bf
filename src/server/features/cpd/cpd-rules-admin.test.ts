import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpdRecordMessages } from '../../../contract/cpd-records';
import { currentYear } from '../../../contract/profile-sections/fields';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { newMember } from '../upgrades/test-support';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(demo.admin);
});
afterAll(async () => {
  await t?.close();
});

const auditOf = (action: string, subjectId: number) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('subject_id', '=', String(subjectId))
    .executeTakeFirst();
const detailsOf = async (action: string, subjectId: number) =>
  JSON.parse((await auditOf(action, subjectId))?.details ?? 'null');

const typeBody = {
  name: 'Site visits',
  structured: true,
  pointsPerHour: 1,
  maxPointsPerActivity: 4,
  maxPointsPerYear: null,
  active: true,
};

describe('CPD rules kept by staff', () => {
  it('lists the seeded activity types, to members the active ones only', async () => {
    const member = await newMember(t, 'CORPORATE');
    const staff = await t.api('GET', '/api/admin/cpd/activity-types', { token: admin });
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json().data.slice(0, 2)).toEqual([
      expect.objectContaining({ name: 'Courses', structured: true, pointsPerHour: 1, recordCount: 0 }),
      expect.objectContaining({ name: 'Seminars and conferences' }),
    ]);
    const names = (await t.api('GET', '/api/cpd/activity-types', { token: member.token }))
      .json()
      .data.map((type: { name: string }) => type.name);
    expect(names).toEqual(expect.arrayContaining(['Mentoring', 'Private study', 'Technical papers']));
  });

  it('adds, changes and deletes an activity type, each with an audit row of before and after', async () => {
    const added = await t.api('POST', '/api/admin/cpd/activity-types', { token: admin, body: typeBody });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().data.id as number;
    expect(await detailsOf('cpd-activity-type.added', id)).toMatchObject({
      name: { before: null, after: 'Site visits' },
    });

    const again = await t.api('POST', '/api/admin/cpd/activity-types', {
      token: admin,
      body: { ...typeBody, name: 'SITE VISITS' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(cpdRecordMessages.typeNameTaken);

    const changed = await t.api('PUT', `/api/admin/cpd/activity-types/${id}`, {
      token: admin,
      body: { ...typeBody, maxPointsPerYear: 12, active: false },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ maxPointsPerYear: 12, active: false });
    expect(await detailsOf('cpd-activity-type.updated', id)).toEqual({
      max_points_per_year: { before: null, after: 12 },
      active: { before: 1, after: 0 },
    });

    const removed = await t.api('DELETE', `/api/admin/cpd/activity-types/${id}`, { token: admin });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await detailsOf('cpd-activity-type.removed', id)).toMatchObject({
      name: { before: 'Site visits', after: null },
    });
  });

  it('keeps a type that records use: it can be made inactive, not deleted', async () => {
    const member = await newMember(t, 'CORPORATE');
    const types = (await t.api('GET', '/api/admin/cpd/activity-types', { token: admin })).json().data;
    const mentoring = types.find((type: { name: string }) => type.name === 'Mentoring');
    const year = currentYear() - 1;
    const logged = await t.api('POST', '/api/cpd/records', {
      token: member.token,
      body: {
        activityTypeId: mentoring.id,
        title: 'Mentoring a graduate',
        provider: 'Self',
        startDate: `${year}-01-10`,
        endDate: `${year}-06-10`,
        hours: 30,
      },
    });
    // 30 hours at 0.5 points an hour, capped at 5 for one activity.
    expect(logged.json().data.points, logged.body).toBe(5);
    const removed = await t.api('DELETE', `/api/admin/cpd/activity-types/${mentoring.id}`, { token: admin });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(cpdRecordMessages.typeInUse);
  });

  it('sets a requirement per category and CPD year once, with audit rows, and refuses a structured minimum above the total', async () => {
    const year = currentYear() + 1;
    const body = { category: 'GRADUATE', year, totalPoints: 30, minStructuredPoints: 10 };
    const created = await t.api('POST', '/api/admin/cpd/requirements', { token: admin, body });
    expect(created.statusCode, created.body).toBe(201);
    const requirement = created.json().data;
    expect(requirement).toMatchObject({ ...body, dueDate: `${year}-12-31` });
    expect(await detailsOf('cpd-requirement.added', requirement.id)).toMatchObject({
      total_points: { before: null, after: 30 },
    });

    const twice = await t.api('POST', '/api/admin/cpd/requirements', { token: admin, body });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(cpdRecordMessages.requirementTaken);
    const unknown = await t.api('POST', '/api/admin/cpd/requirements', {
      token: admin,
      body: { ...body, category: 'NOSUCH' },
    });
    expect(unknown.statusCode).toBe(400);
    const above = await t.api('PUT', `/api/admin/cpd/requirements/${requirement.id}`, {
      token: admin,
      body: { totalPoints: 10, minStructuredPoints: 20 },
    });
    expect(above.statusCode).toBe(400);
    expect(above.json().errors.minStructuredPoints).toBe(cpdRecordMessages.structuredAboveTotal);

    const changed = await t.api('PUT', `/api/admin/cpd/requirements/${requirement.id}`, {
      token: admin,
      body: { totalPoints: 40, minStructuredPoints: 10 },
    });
    expect(changed.json().data.totalPoints, changed.body).toBe(40);
    expect(await detailsOf('cpd-requirement.updated', requirement.id)).toEqual({
      category: 'GRADUATE',
      year,
      total_points: { before: 30, after: 40 },
    });
    const listed = await t.api('GET', `/api/admin/cpd/requirements?year=${year}`, { token: admin });
    expect(listed.json().data).toEqual([changed.json().data]);

    const removed = await t.api('DELETE', `/api/admin/cpd/requirements/${requirement.id}`, { token: admin });
    expect(removed.statusCode).toBe(200);
    expect(await auditOf('cpd-requirement.removed', requirement.id)).toBeTruthy();
    expect(
      (await t.api('GET', `/api/admin/cpd/requirements?year=${year}`, { token: admin })).json().data,
    ).toEqual([]);
  });

  it('refuses the staff routes to members and approvers', async () => {
    const member = await newMember(t, 'CORPORATE');
    const approver = await t.login(demo.approver);
    for (const token of [member.token, approver]) {
      for (const [method, url, body] of [
        ['GET', '/api/admin/cpd/activity-types', undefined],
        ['POST', '/api/admin/cpd/activity-types', typeBody],
        ['PUT', '/api/admin/cpd/activity-types/1', typeBody],
        ['DELETE', '/api/admin/cpd/activity-types/1', undefined],
        ['GET', '/api/admin/cpd/requirements', undefined],
        [
          'POST',
          '/api/admin/cpd/requirements',
          { category: 'GRADUATE', year: 2030, totalPoints: 1, minStructuredPoints: 0 },
        ],
        ['PUT', '/api/admin/cpd/requirements/1', { totalPoints: 1, minStructuredPoints: 0 }],
        ['DELETE', '/api/admin/cpd/requirements/1', undefined],
      ] as const) {
        const response = await t.api(method, url, { token, body });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    const courses = await t.db
      .selectFrom('cpd_activity_types')
      .select('name')
      .where('id', '=', 1)
      .executeTakeFirst();
    expect(courses?.name).toBe('Courses');
  });
});
