import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checklistMessages } from '../../../contract/checklist';
import { messages } from '../../../contract/common';
import { nowIso } from '../../platform/time';
import { startTestApp, type TestApp } from '../../test-support/harness';
import { workExperience } from '../../test-support/sample-entries';
import type { SectionTable } from '../profile/sections/section';
import { memberWithProfile, sectionApi } from '../profile/sections/test-support';
import { defaultRulesFor } from './rules';

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

/** A section row written straight to its table: the evaluators read tables, not the section API. */
async function addEntry(
  table: SectionTable,
  profileId: number,
  entryNo: number,
  values: Record<string, unknown>,
) {
  const now = nowIso();
  await t.db
    .insertInto(table)
    .values({
      profile_id: profileId,
      entry_no: entryNo,
      created_at: now,
      updated_at: now,
      ...values,
    } as never)
    .execute();
}

const qualification = (type: 'Professional' | 'Educational') => ({
  type,
  category: 'Local',
  university_code: null,
  institution: 'UNIVERSITY OF NAIROBI',
  completion_year: 2015,
  area_of_specialization: 'Civil Engineering',
  certificate_awarded: 'BSC',
  qualification_description: 'BSc Civil Engineering',
  certificate_no: `C-${type}`,
  certification_class: 'FIRST',
  start_date: '2010-09-01',
  end_date: '2015-06-30',
  graduation_date: '2015-12-01',
  contact_person: '',
  contact_designation: '',
  contact_address: '',
  contact_email: '',
  contact_country: '',
  document_id: null,
});

const referee = (memberNo: string) => ({
  name: 'A REFEREE',
  address: '100',
  email: `${memberNo.replace('/', '')}@example.org`,
  phone_no: '0712345678',
  place_of_work: 'ATHI WATER',
  designation: 'ENGINEER',
  member_no: memberNo,
  referee_type: '',
  response: null,
  responded_at: null,
});

describe('checklist rules seed', () => {
  it('seeds every category once with the items of its type, and reseeding keeps staff changes', async () => {
    const categories = await t.db
      .selectFrom('membership_categories')
      .select(['code', 'category_type'])
      .execute();
    const rules = await t.db.selectFrom('checklist_rules').selectAll().orderBy('sequence').execute();
    for (const category of categories) {
      const own = rules.filter((rule) => rule.category_code === category.code);
      expect(own.map((rule) => rule.item_code)).toEqual(defaultRulesFor(category).map((r) => r.code));
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

  it('asks students for no professional qualification, work record or referees, graduates for no work record', () => {
    const codes = (code: string) =>
      defaultRulesFor({ code, category_type: 'Individual' }).map((rule) => rule.code as string);
    expect(codes('STUDENT')).not.toEqual(expect.arrayContaining(['PROFESSIONAL']));
    expect(codes('STUDENT')).toEqual(['PROFILE', 'PICTURE', 'ID', 'CONTACTS', 'EDUCATION', 'ATTACHMENTS']);
    expect(codes('GRADUATE')).not.toContain('WORK EXPERIENCE');
    expect(codes('GRADUATE')).toContain('REFEREE');
    expect(codes('CORPORATE')).toContain('WORK EXPERIENCE');
    expect(
      defaultRulesFor({ code: 'FIRM', category_type: 'Corporate' }).map((rule) => rule.code),
    ).not.toContain('CONTACTS');
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
    const category = 'CORPORATE';
    const first = await checklist(token, category);
    expect(first.map((item) => item.checkListType)).toEqual([
      'PROFILE',
      'PICTURE',
      'ID',
      'CONTACTS',
      'EDUCATION',
      'PROFESSIONAL',
      'WORK EXPERIENCE',
      'REFEREE',
      'ATTACHMENTS',
      'CV',
    ]);
    expect(first[0]).toEqual({ checkListType: 'PROFILE', description: expect.any(String), pass: false });
    expect(first.some((item) => item.pass)).toBe(false);
    const passed = async () =>
      Object.entries(passes(await checklist(token, category)))
        .filter(([, pass]) => pass)
        .map(([code]) => code);

    await t.db
      .updateTable('profiles')
      .set({ gender: 'Male', date_of_birth: '1990-01-01', id_number: '12345678', discipline: 'CIVIL' })
      .where('id', '=', profile.id)
      .execute();
    expect(await passed()).toEqual(['PROFILE']);

    await t.db
      .updateTable('profiles')
      .set({
        picture_document_id: await storedDocument(profile.user_id),
        id_document_id: await storedDocument(profile.user_id),
      })
      .where('id', '=', profile.id)
      .execute();
    expect(await passed()).toEqual(['PROFILE', 'PICTURE', 'ID']);

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
    expect(passes(await checklist(token, category)).CONTACTS).toBe(true);

    // Other qualifications and academic ones are separate items.
    await addEntry('profile_certifications', profile.id, 1, qualification('Educational'));
    expect(passes(await checklist(token, category))).toMatchObject({ EDUCATION: true, PROFESSIONAL: false });
    await addEntry('profile_certifications', profile.id, 2, qualification('Professional'));
    expect(passes(await checklist(token, category)).PROFESSIONAL).toBe(true);

    const work = await sectionApi(t, 'work-experience').create(token, workExperience);
    expect(work.statusCode, work.body).toBe(200);
    expect(passes(await checklist(token, category))['WORK EXPERIENCE']).toBe(true);

    // Two referees are asked for: one is not enough.
    await addEntry('profile_referees', profile.id, 1, referee('G/2307'));
    expect(passes(await checklist(token, category)).REFEREE).toBe(false);
    await addEntry('profile_referees', profile.id, 2, referee('M/1021'));
    expect(passes(await checklist(token, category)).REFEREE).toBe(true);
    // A referee who declined no longer counts; one who accepted does.
    const answer = (response: 'Accept' | 'Reject', memberNo: string) =>
      t.db
        .updateTable('profile_referees')
        .set({ response })
        .where('profile_id', '=', profile.id)
        .where('member_no', '=', memberNo)
        .execute();
    await answer('Reject', 'M/1021');
    expect(passes(await checklist(token, category)).REFEREE).toBe(false);
    await answer('Accept', 'M/1021');
    expect(passes(await checklist(token, category)).REFEREE).toBe(true);

    // Any attachment passes ATTACHMENTS; only a CV passes CV.
    await addEntry('profile_attachments', profile.id, 1, {
      description: 'KRA_PIN',
      file_name: 'pin',
      document_id: null,
    });
    expect(passes(await checklist(token, category))).toMatchObject({ ATTACHMENTS: true, CV: false });
    await addEntry('profile_attachments', profile.id, 2, {
      description: 'CV',
      file_name: 'cv',
      document_id: null,
    });
    const done = await checklist(token, category);
    expect(done.every((item) => item.pass)).toBe(true);

    // Another member's checklist is their own: none of this profile's data counts for them.
    const other = await memberWithProfile(t);
    expect((await checklist(other, category)).some((item) => item.pass)).toBe(false);
  });

  it("passes a firm's items from its firm details and firm sections", async () => {
    const token = await memberWithProfile(t);
    const profile = await profileOf(token);
    const category = 'FIRM';
    const codes = defaultRulesFor({ code: category, category_type: 'Corporate' }).map((rule) => rule.code);
    const firmChecklist = async () =>
      passes(
        (await t.api('GET', `/api/checklist?category=${category}&type=Corporate`, { token })).json()
          .data as Item[],
      );
    expect(Object.values(await firmChecklist()).some(Boolean)).toBe(false);

    // A firm's PROFILE is its firm details, judged by what the account is, whatever type is asked for.
    await t.db.updateTable('users').set({ type: 'Corporate' }).where('id', '=', profile.user_id).execute();
    await t.db
      .updateTable('profiles')
      .set({ gender: 'Male', date_of_birth: '1990-01-01', id_number: '12345678', discipline: 'CIVIL' })
      .where('id', '=', profile.id)
      .execute();
    expect((await firmChecklist()).PROFILE).toBe(false);
    const asIndividual = await t.api('GET', '/api/checklist?category=GRADUATE&type=Individual', { token });
    expect(passes(asIndividual.json().data).PROFILE).toBe(false);
    const now = nowIso();
    await t.db
      .insertInto('profile_firm')
      .values({
        profile_id: profile.id,
        address: '100',
        address_2: null,
        phone_no: '0712345678',
        phone_no_2: '0202345678',
        fax_no: '0202345679',
        vat_reg_no: 'V01',
        house_no: '1',
        block_no: 'A',
        lr_no: '209/1',
        street_name: 'MOI AVENUE',
        city: 'NAIROBI',
        image_document_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect((await firmChecklist()).PROFILE).toBe(true);

    const person = {
      name: 'JANE DOE',
      identification_document_no: '1234',
      discipline: '',
      type: 'Non Member',
      reg_no: '',
    };
    await addEntry('profile_directors', profile.id, 1, person);
    await addEntry('profile_shareholders', profile.id, 1, { ...person, shares_held: 100 });
    await addEntry('profile_employees', profile.id, 1, {
      code: 'ENGINEERS',
      description: 'Engineers',
      employee_count: 3,
    });
    await addEntry('profile_facilities', profile.id, 1, {
      name_of_equipment: 'TOTAL STATION',
      quantity: 1,
      remarks: 'Owned',
      document_id: null,
    });
    await addEntry('profile_bankers', profile.id, 1, { name: 'KCB', address: 'NAIROBI' });
    await addEntry('profile_services', profile.id, 1, {
      service: 'DESIGN',
      description: 'Structural design',
    });
    const before = await firmChecklist();
    expect(Object.keys(before)).toEqual(codes);
    expect(
      Object.entries(before)
        .filter(([, pass]) => !pass)
        .map(([code]) => code),
    ).toEqual(['ATTACHMENTS']);
    await addEntry('profile_attachments', profile.id, 1, {
      description: 'KRA_PIN',
      file_name: 'pin',
      document_id: null,
    });
    expect(Object.values(await firmChecklist()).every(Boolean)).toBe(true);
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
    expect(fellow.length).toBe(defaultRulesFor({ code: 'FELLOW', category_type: 'Individual' }).length - 1);

    const admin = await t.login(t.env.SUPER_ADMIN_EMAIL);
    const items = await checklist(admin);
    expect(items.length).toBe(defaultRulesFor({ code: 'GRADUATE', category_type: 'Individual' }).length);
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
    expect(firm.json().data.map((item: Item) => item.checkListType)).toEqual(
      defaultRulesFor({ code: 'FIRM', category_type: 'Corporate' }).map((rule) => rule.code),
    );
    expect((await t.api('GET', '/api/checklist?category=NOPE', { token })).statusCode).toBe(404);
  });
});
