import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChecklistRule, checklistMessages } from '../../../contract/checklist';
import { demo, startTestApp, type TestApp } from '../../test-support/harness';
import { memberWithProfile } from '../profile/sections/test-support';

/** Admins configure the checklist rules of each category (decisions.md "Roles"). */

let t: TestApp;
let admin = '';
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login(demo.admin);
});
afterAll(async () => {
  await t?.close();
});

async function rulesOf(category: string, token = admin): Promise<ChecklistRule[]> {
  const response = await t.api('GET', `/api/admin/checklist-rules?category=${category}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
const update = (body: unknown, token = admin) =>
  t.api('POST', '/api/admin/checklist-rules/update', { token, body });
const add = (body: unknown, token = admin) => t.api('POST', '/api/admin/checklist-rules', { token, body });
const checklistCodes = async (token: string, category: string) =>
  (await t.api('GET', `/api/application/checklist/${category}`, { token }))
    .json()
    .data.map((item: { checkListType: string }) => item.checkListType);

describe('checklist rules administration', () => {
  it('is for admins only: visitors 401, members and approvers 403', async () => {
    expect((await t.api('GET', '/api/admin/checklist-rules?category=GRADUATE')).statusCode).toBe(401);
    const member = await t.login(demo.member);
    const approver = await t.login(demo.approver);
    for (const token of [member, approver]) {
      expect((await t.api('GET', '/api/admin/checklist-rules?category=GRADUATE', { token })).statusCode).toBe(
        403,
      );
      expect(
        (await add({ categoryCode: 'GRADUATE', itemCode: 'CONTACTS', description: 'x' }, token)).statusCode,
      ).toBe(403);
      expect((await update({ id: 1, active: false }, token)).statusCode).toBe(403);
    }
  });

  it('lists a category in checklist order and answers an unknown category 404', async () => {
    const rules = await rulesOf('TECHNICIAN');
    expect(rules.map((rule) => rule.sequence)).toEqual(rules.map((_, index) => index + 1));
    expect(rules.every((rule) => rule.categoryCode === 'TECHNICIAN' && rule.userType === 'Individual')).toBe(
      true,
    );
    const unknown = await t.api('GET', '/api/admin/checklist-rules?category=NOPE', { token: admin });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(checklistMessages.categoryNotFound);
  });

  it("changes wording, switches a rule off and on, and the applicant's checklist follows at once", async () => {
    const applicant = await memberWithProfile(t);
    const rule = (await rulesOf('ASSOCIATE')).find((candidate) => candidate.itemCode === 'CV');
    if (!rule) throw new Error('ASSOCIATE has no CV rule');

    const reworded = await update({ id: rule.id, description: 'Your CV, signed' });
    expect(reworded.statusCode, reworded.body).toBe(200);
    expect(reworded.json().data).toEqual({
      message: checklistMessages.ruleUpdated,
      rule: { ...rule, description: 'Your CV, signed' },
    });

    expect((await update({ id: rule.id, active: false })).json().data.rule.active).toBe(false);
    expect(await checklistCodes(applicant, 'ASSOCIATE')).not.toContain('CV');
    // Switched off, it is still listed for staff so it can be switched on again.
    expect((await rulesOf('ASSOCIATE')).find((candidate) => candidate.id === rule.id)?.active).toBe(false);
    await update({ id: rule.id, active: true });
    expect(await checklistCodes(applicant, 'ASSOCIATE')).toContain('CV');

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['subject_id', 'details'])
      .where('action', '=', 'checklist-rule.update')
      .where('subject_id', '=', String(rule.id))
      .orderBy('id')
      .execute();
    // Each row says what changed from what.
    expect(audit.map((row) => JSON.parse(row.details ?? '{}').changes)).toEqual([
      { description: { before: rule.description, after: 'Your CV, signed' } },
      { active: { before: true, after: false } },
      { active: { before: false, after: true } },
    ]);
  });

  it('moves a rule up and down; at either end nothing moves', async () => {
    const before = await rulesOf('CONSULTING');
    const [first, second] = before;
    if (!first || !second) throw new Error('CONSULTING has fewer than two rules');
    await update({ id: second.id, move: 'up' });
    const moved = await rulesOf('CONSULTING');
    expect(moved.map((rule) => rule.id)).toEqual([second.id, first.id, ...before.slice(2).map((r) => r.id)]);
    expect(moved.map((rule) => rule.sequence)).toEqual(moved.map((_, index) => index + 1));
    await update({ id: second.id, move: 'up' });
    expect((await rulesOf('CONSULTING')).map((rule) => rule.id)).toEqual(moved.map((rule) => rule.id));
    await update({ id: second.id, move: 'down' });
    expect((await rulesOf('CONSULTING')).map((rule) => rule.id)).toEqual(before.map((rule) => rule.id));
    const user = await memberWithProfile(t);
    expect(await checklistCodes(user, 'CONSULTING')).toEqual(before.map((rule) => rule.itemCode));
  });

  it('adds one rule when two admins add the same item at once, and keeps the order whole', async () => {
    const before = await rulesOf('TECHNOLOGIST');
    expect(before.map((rule) => rule.itemCode)).not.toContain('SPECILIZATION');
    const body = { categoryCode: 'TECHNOLOGIST', itemCode: 'SPECILIZATION', description: 'A specialization' };
    const answers = await Promise.all([add(body), add(body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const after = await rulesOf('TECHNOLOGIST');
    expect(after.filter((rule) => rule.itemCode === 'SPECILIZATION')).toHaveLength(1);
    expect(after.map((rule) => rule.sequence)).toEqual(after.map((_, index) => index + 1));
  });

  it('adds an item at the end once per category, with clear messages for bad input', async () => {
    const before = await rulesOf('STUDENT');
    expect(before.map((rule) => rule.itemCode)).not.toContain('SPECILIZATION');
    const added = await add({
      categoryCode: 'STUDENT',
      itemCode: 'SPECILIZATION',
      description: 'A specialization',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.message).toBe(checklistMessages.ruleAdded);
    const after = await rulesOf('STUDENT');
    expect(after.at(-1)).toMatchObject({
      itemCode: 'SPECILIZATION',
      sequence: before.length + 1,
      active: true,
    });

    const again = await add({ categoryCode: 'STUDENT', itemCode: 'SPECILIZATION', description: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(checklistMessages.ruleExists);

    const invalid = await add({ categoryCode: 'STUDENT', itemCode: 'NOT-AN-ITEM', description: ' ' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toMatchObject({
      itemCode: checklistMessages.itemRequired,
      description: checklistMessages.descriptionRequired,
    });
    expect((await add({ categoryCode: 'NOPE', itemCode: 'CV', description: 'CV' })).statusCode).toBe(404);
    expect((await rulesOf('STUDENT')).length).toBe(before.length + 1);

    const missing = await update({ id: 999_999, active: false });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: checklistMessages.ruleNotFound });
    expect((await update({ id: after[0]?.id, description: '' })).json().errors).toEqual({
      description: checklistMessages.descriptionRequired,
    });
  });
});
