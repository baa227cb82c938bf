import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checklistMessages } from '../../../contract/checklist';
import { messages } from '../../../contract/common';
import { nowIso } from '../../platform/time';
import { startTestApp, type TestApp } from '../../test-support/harness';
import { memberWithProfile, sectionApi } from '../profile/sections/test-support';
import { defaultRules } from './rules';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Item = { checkListType: string; description: string; pass: boolean };
const passes = (items: Item[]) => Object.fromEntries(items.map((item) => [item.checkListType, item.pass]));

async function checklist(token: string, category = 'GRADUATE'): Promise<Item[]> {
  const response = await t.api('GET', `/api/application/checklist/${category}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function profileOf(token: string) {
  const user = (await t.api('GET', '/api/auth/user', { token })).json().data;
  return t.db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .select(['profiles.id', 'profiles.user_id'])
    .where('users.email', '=', user.email)
    .executeTakeFirstOrThrow();
}

async function storedDocument(ownerUserId: number): Promise<string> {
  const id = randomUUID();
  await t.db
    .insertInto('documents')
    .values({
      id,
      owner_user_id: ownerUserId,
      kind: 'pdf',
      storage_key: `test/${id}`,
      size: 10,
      sha256: 'x',
      original_name: 'file.pdf',
      created_at: nowIso(),
    })
    .execute();
  return id;
}

describe('checklist rules seed', () => {
  it('seeds every category once with the items of its type, and reseeding keeps staff changes', async () => {
    const categories = await t.db
      .selectFrom('membership_categories')
      .select(['code', 'category_type'])
      .execute();
    const rules = await t.db.selectFrom('checklist_rules').selectAll().execute();
    for (const category of categories) {
      const own = rules.filter((rule) => rule.category_code === category.code);
      expect(own.map((rule) => rule.item_code)).toEqual(
        defaultRules[category.category_type].map((r) => r.code),
      );
    }
    await t.db
      .updateTable('checklist_rules')
      .set({ description: 'Changed by staff' })
      .where('category_code', '=', 'STUDENT')
      .where('item_code', '=', 'PICTURE')
      .execute();
    await t.reseed();
    const after = await t.db.selectFrom('checklist_rules').selectAll().execute();
    expect(after.length).toBe(rules.length);
    expect(after.find((r) => r.category_code === 'STUDENT' && r.item_code === 'PICTURE')?.description).toBe(
      'Changed by staff',
    );
  });
});

describe('GET /api/application/checklist/:category', () => {
  it('answers a visitor 401 and an unknown category 404', async () => {
    expect((await t.api('GET', '/api/application/checklist/GRADUATE')).statusCode).toBe(401);
    const token = await memberWithProfile(t);
    const unknown = await t.api('GET', '/api/application/checklist/NOPE', { token });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: checklistMessages.categoryNotFound });
  });

  it('flips each item to pass as its data is added', async () => {
    const token = await memberWithProfile(t);
    const profile = await profileOf(token);
    const first = await checklist(token);
    expect(first.map((item) => item.checkListType)).toEqual([
      'PROFILE',
      'PICTURE',
      'ID',
      'CONTACTS',
      'WORK EXPERIENCE',
    ]);
    expect(first[0]).toEqual({ checkListType: 'PROFILE', description: expect.any(String), pass: false });
    expect(Object.values(passes(first))).toEqual([false, false, false, false, false]);

    await t.db
      .updateTable('profiles')
      .set({ gender: 'Male', date_of_birth: '1990-01-01', id_number: '12345678', discipline: 'CIVIL' })
      .where('id', '=', profile.id)
      .execute();
    expect(passes(await checklist(token))).toEqual({
      PROFILE: true,
      PICTURE: false,
      ID: false,
      CONTACTS: false,
      'WORK EXPERIENCE': false,
    });

    await t.db
      .updateTable('profiles')
      .set({ picture_document_id: await storedDocument(profile.user_id) })
      .where('id', '=', profile.id)
      .execute();
    expect(passes(await checklist(token)).PICTURE).toBe(true);

    await t.db
      .updateTable('profiles')
      .set({ id_document_id: await storedDocument(profile.user_id) })
      .where('id', '=', profile.id)
      .execute();
    expect(passes(await checklist(token)).ID).toBe(true);

    const contact = await sectionApi(t, 'contact').create(token, {
      Type: 'Personal',
      Email: 'james.kamau@example.com',
      PhoneNo: '0712345678',
      Address: '10000',
      Country_Code: 'KE',
      County: 47,
      City: '47-NAIROBI',
    });
    expect(contact.statusCode, contact.body).toBe(200);
    expect(passes(await checklist(token)).CONTACTS).toBe(true);

    const work = await sectionApi(t, 'work-experience').create(token, {
      NameOfFirm: 'Athi Water Works',
      Sector: 'STATE_CORP',
      PositionHeld: 'Civil Engineer',
      FromDate: '2015-02-01',
      ToDate: '2019-06-30',
      Current: false,
      ResponsibilitiesDescription: 'Design and supervision of water supply works',
    });
    expect(work.statusCode, work.body).toBe(200);
    const done = await checklist(token);
    expect(done.every((item) => item.pass)).toBe(true);

    // Another member's checklist is their own: none of this profile's data counts for them.
    const other = await memberWithProfile(t);
    expect((await checklist(other)).some((item) => item.pass)).toBe(false);
  });

  it('leaves out inactive rules and gives a user without a profile every item unpassed', async () => {
    const token = await memberWithProfile(t);
    await t.db
      .updateTable('checklist_rules')
      .set({ active: 0 })
      .where('category_code', '=', 'FELLOW')
      .where('item_code', '=', 'ID')
      .execute();
    const fellow = await checklist(token, 'FELLOW');
    expect(fellow.map((item) => item.checkListType)).not.toContain('ID');
    expect(fellow.length).toBe(defaultRules.Individual.length - 1);

    const admin = await t.login(t.env.SUPER_ADMIN_EMAIL);
    const items = await checklist(admin);
    expect(items.length).toBe(defaultRules.Individual.length);
    expect(items.every((item) => !item.pass)).toBe(true);
  });
});

describe('GET /api/checklist', () => {
  it("answers the caller's own checklist for a category and type, defaulting to the user's category", async () => {
    expect((await t.api('GET', '/api/checklist?category=GRADUATE')).json()).toEqual({
      message: messages.notSignedIn,
    });
    const token = await memberWithProfile(t);
    const byCategory = await t.api('GET', '/api/checklist?category=GRADUATE&type=Individual', { token });
    expect(byCategory.statusCode).toBe(200);
    expect(byCategory.json().data).toEqual(await checklist(token));
    const own = await t.api('GET', '/api/checklist', { token });
    expect(own.json().data).toEqual(await checklist(token));
    const firm = await t.api('GET', '/api/checklist?category=FIRM&type=Corporate', { token });
    expect(firm.json().data.map((item: Item) => item.checkListType)).toEqual([
      'CONTACTS',
      'FIRMBANKERS',
      'SERVICES',
    ]);
    expect((await t.api('GET', '/api/checklist?category=NOPE', { token })).statusCode).toBe(404);
  });
});
