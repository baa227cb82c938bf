import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bioMessages } from '../../../../contract/profile-bio';
import { demo, startTestApp, type TestApp } from '../../../test-support/harness';

/** A real 1x1 PNG. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = (size = 2_000) => {
  const file = Buffer.alloc(size, 0x20);
  file.write('%PDF-1.7\n');
  return file;
};
const exe = () => {
  const file = Buffer.alloc(4_000, 0);
  file.write('MZ');
  return file;
};
const blob = (content: Buffer, type: string) => new Blob([new Uint8Array(content)], { type });

const validFields: Record<string, string> = {
  FirstName: 'wanjiru',
  SecondName: 'achieng',
  LastName: 'otieno',
  Gender: 'Female',
  DateOfBirth: '1995-06-01',
  IdentificationDocumentNo: '34567890',
  Nationality: 'KE',
  county: '47',
  City: 'Nairobi',
  Discipline: 'CIVIL',
  Disability: 'false',
  profileTitle: JSON.stringify([{ title: 'MS' }]),
};

function bioForm(
  fields: Record<string, string> = validFields,
  files: { picture?: Buffer | null; IDImage?: Buffer; idName?: string } = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const picture = files.picture === undefined ? tinyPng : files.picture;
  if (picture) form.append('picture', blob(picture, 'image/png'), 'me.png');
  if (files.IDImage) form.append('IDImage', blob(files.IDImage, 'application/pdf'), files.idName ?? 'id.pdf');
  return form;
}

let t: TestApp;
let counter = 0;

/** A new verified Individual applicant without a profile (the demo applicant's password). */
async function newApplicant(category = 'GRADUATE'): Promise<string> {
  const template = await t.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', demo.applicant)
    .executeTakeFirstOrThrow();
  counter += 1;
  const email = `bio-${counter}@test.example`;
  const { id: _id, ...rest } = template;
  await t.db
    .insertInto('users')
    .values({ ...rest, email, id_number: `9${String(counter).padStart(7, '0')}`, category })
    .execute();
  return t.login(email);
}

async function setCaption(caption: string) {
  const row = await t.db.selectFrom('settings').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
  const minor = { ...JSON.parse(row.minor_settings), organisation_caption: caption };
  await t.db
    .updateTable('settings')
    .set({ minor_settings: JSON.stringify(minor) })
    .where('id', '=', row.id)
    .execute();
}

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/profile (create)', () => {
  it('creates the profile with a picture; the user then has a profile id', async () => {
    const token = await newApplicant();
    const response = await t.api('POST', '/api/profile', { token, body: bioForm() });
    expect(response.statusCode, response.body).toBe(200);
    const { message, profile } = response.json().data;
    expect(message).toBe(bioMessages.created);
    expect(profile).toMatchObject({
      FirstName: 'WANJIRU',
      SecondName: 'ACHIENG',
      LastName: 'OTIENO',
      Gender: 'Female',
      DateOfBirth: '1995-06-01',
      Nationality: 'KE',
      county: '47',
      City: 'Nairobi',
      Discipline: 'CIVIL',
      Disability: false,
      confirmed: false,
      MemberShipType: 'GRADUATE',
      profileTitle: [{ title: 'MS', description: 'Ms.', sequenceID: 1 }],
    });
    expect(profile.ProfileID).toMatch(/^PR-\d{6}$/);
    expect(profile.picture).toMatchObject({ kind: 'png', name: 'me.png' });
    expect(profile.picture.url).toBe(`/api/documents/${profile.picture.id}`);
    expect(profile.ID).toBeNull();

    const user = (await t.api('GET', '/api/auth/user', { token })).json().data;
    expect(user).toMatchObject({ profile: true, profile_id: profile.ProfileID });
    const read = await t.api('GET', '/api/profile', { token });
    expect(read.json().data).toEqual(profile);
    const download = await t.api('GET', profile.picture.url, { token });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(tinyPng)).toBe(true);

    const again = await t.api('POST', '/api/profile', { token, body: bioForm() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(bioMessages.profileExists);
  });

  it('lists every broken rule with the verbatim messages', async () => {
    const token = await newApplicant();
    const response = await t.api('POST', '/api/profile', {
      token,
      body: bioForm(
        { Nationality: '', Disability: 'true', DateOfBirth: '0001-01-01', FirstName: '  ' },
        { picture: null },
      ),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      FirstName: 'Field is required',
      LastName: 'Field is required',
      Gender: 'Field is required',
      DateOfBirth: 'Field is required',
      IdentificationDocumentNo: 'Field is required',
      Nationality: 'Field is required',
      Discipline: 'Field is required',
      profileTitle: 'Field is required',
      PWDCardNo: 'Field is required',
      DisabilityDescription: 'Field is required',
      picture: 'Profile Picture is required',
    });
    expect(await t.api('GET', '/api/profile', { token }).then((r) => r.statusCode)).toBe(404);
  });

  it('refuses a date of birth after today, a gender other than Male/Female and lists values not in the lists', async () => {
    const token = await newApplicant();
    const response = await t.api('POST', '/api/profile', {
      token,
      body: bioForm({ ...validFields, DateOfBirth: '2999-01-01', Gender: 'Other' }),
    });
    expect(response.json().errors).toMatchObject({
      DateOfBirth: bioMessages.dateOfBirthInFuture,
      Gender: bioMessages.genderInvalid,
    });
    const places = await t.api('POST', '/api/profile', {
      token,
      body: bioForm({
        ...validFields,
        county: '1',
        City: 'Nairobi',
        Discipline: 'NOPE',
        profileTitle: '["ENG"]',
      }),
    });
    expect(places.statusCode).toBe(400);
    expect(places.json().errors).toEqual({
      Discipline: bioMessages.chooseFromList,
      City: bioMessages.cityNotInCounty,
      profileTitle: bioMessages.titleNotOffered,
    });
  });

  it('keeps county and city only for KE', async () => {
    const token = await newApplicant();
    const response = await t.api('POST', '/api/profile', {
      token,
      body: bioForm({ ...validFields, Nationality: 'UG' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.profile).toMatchObject({ Nationality: 'UG', county: '', City: '' });
  });

  it('refuses a renamed executable as the ID and a PDF as the picture, keeping nothing', async () => {
    const token = await newApplicant();
    const asId = await t.api('POST', '/api/profile', {
      token,
      body: bioForm(validFields, { IDImage: exe(), idName: 'id.pdf' }),
    });
    expect(asId.statusCode).toBe(400);
    expect(asId.json().message).toBe('Attachment must be a Pdf with both sides');
    const asPicture = await t.api('POST', '/api/profile', {
      token,
      body: bioForm(validFields, { picture: pdf() }),
    });
    expect(asPicture.json().message).toBe('Attachment must be an image');
    const tooLarge = await t.api('POST', '/api/profile', {
      token,
      body: bioForm(validFields, { picture: Buffer.concat([tinyPng, Buffer.alloc(2_000_001)]) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('Profile Picture should be less than 2MB');
    expect(await t.api('GET', '/api/profile', { token }).then((r) => r.statusCode)).toBe(404);
  });

  it('EBK: titles are optional and a new profile needs the ID PDF', async () => {
    await setCaption('EBK');
    try {
      const token = await newApplicant();
      const without = await t.api('POST', '/api/profile', {
        token,
        body: bioForm({ ...validFields, profileTitle: '[]' }),
      });
      expect(without.statusCode).toBe(400);
      expect(without.json().errors).toEqual({ IDImage: bioMessages.idRequired });
      const withId = await t.api('POST', '/api/profile', {
        token,
        body: bioForm({ ...validFields, profileTitle: '[]' }, { IDImage: pdf() }),
      });
      expect(withId.statusCode, withId.body).toBe(200);
      expect(withId.json().data.profile.ID).toMatchObject({ kind: 'pdf' });
      expect(withId.json().data.profile.profileTitle).toEqual([]);
      // Updating does not need the ID again.
      const update = await t.api('POST', '/api/profile/update', {
        token,
        body: bioForm({ ...validFields, profileTitle: '[]' }, { picture: null }),
      });
      expect(update.statusCode, update.body).toBe(200);
    } finally {
      await setCaption('EIK');
    }
  });

  it('refuses staff (403), firms (409) and visitors (401)', async () => {
    const admin = await t.login(demo.admin);
    expect((await t.api('POST', '/api/profile', { token: admin, body: bioForm() })).statusCode).toBe(403);
    const firm = await t.login(demo.firm);
    expect((await t.api('POST', '/api/profile', { token: firm, body: bioForm() })).statusCode).toBe(409);
    expect((await t.api('POST', '/api/profile', { body: bioForm() })).statusCode).toBe(401);
    const member = await t.login(demo.member);
    expect((await t.api('POST', '/api/profile', { token: member, body: bioForm() })).statusCode).toBe(409);
  });
});

describe('POST /api/profile/update', () => {
  it('replaces the picture, deletes the old file, and keeps to the own profile', async () => {
    const token = await newApplicant();
    const created = (await t.api('POST', '/api/profile', { token, body: bioForm() })).json().data.profile;
    const oldKey = (
      await t.db
        .selectFrom('documents')
        .select('storage_key')
        .where('id', '=', created.picture.id)
        .executeTakeFirstOrThrow()
    ).storage_key;
    const oldFile = join(t.env.FILES_DIR, oldKey);
    expect(existsSync(oldFile)).toBe(true);

    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500)]);
    const response = await t.api('POST', '/api/profile/update', {
      token,
      body: (() => {
        const form = bioForm(
          {
            ...validFields,
            FirstName: 'njeri',
            Disability: 'true',
            PWDCardNo: 'PWD/1',
            DisabilityDescription: 'Low vision',
          },
          { picture: null },
        );
        form.append('picture', blob(jpeg, 'image/jpeg'), 'new.jpg');
        return form;
      })(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json().data.profile;
    expect(updated).toMatchObject({
      FirstName: 'NJERI',
      Disability: true,
      PWDCardNo: 'PWD/1',
      DisabilityDescription: 'Low vision',
    });
    expect(updated.picture.kind).toBe('jpeg');
    expect(updated.picture.id).not.toBe(created.picture.id);
    expect(existsSync(oldFile)).toBe(false);
    expect(
      await t.db.selectFrom('documents').select('id').where('id', '=', created.picture.id).executeTakeFirst(),
    ).toBeUndefined();

    // Without a new picture the stored one stays and is not required again.
    const keep = await t.api('POST', '/api/profile/update', {
      token,
      body: bioForm(validFields, { picture: null }),
    });
    expect(keep.statusCode, keep.body).toBe(200);
    expect(keep.json().data.profile.picture.id).toBe(updated.picture.id);

    // Another member sees only their own profile and cannot download this picture.
    const member = await t.login(demo.member);
    const theirs = (await t.api('GET', '/api/profile', { token: member })).json().data;
    expect(theirs.ProfileID).not.toBe(created.ProfileID);
    expect((await t.api('GET', updated.picture.url, { token: member })).statusCode).toBe(404);
    // And their update changes only their own row.
    await t.api('POST', '/api/profile/update', {
      token: member,
      body: bioForm({ ...validFields, FirstName: 'other' }),
    });
    expect((await t.api('GET', '/api/profile', { token })).json().data.FirstName).toBe('WANJIRU');
  });

  it('confirms the profile', async () => {
    const token = await newApplicant();
    const created = (await t.api('POST', '/api/profile', { token, body: bioForm() })).json().data.profile;
    const response = await t.api('POST', '/api/profile/update', {
      token,
      body: { confirmed: true, ProfileID: created.ProfileID },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.message).toBe('Confirmed Successfully');
    expect((await t.api('GET', '/api/profile', { token })).json().data.confirmed).toBe(true);
    const wrong = await t.api('POST', '/api/profile/update', {
      token,
      body: { confirmed: true, ProfileID: 'PR-000001' },
    });
    expect(wrong.statusCode).toBe(404);
  });

  it('answers 404 to a user without a profile', async () => {
    const token = await newApplicant();
    const response = await t.api('POST', '/api/profile/update', { token, body: bioForm() });
    expect(response.statusCode).toBe(404);
  });
});

describe('specializations', () => {
  it('adds types of the member discipline, refuses duplicates and others, patches and removes', async () => {
    const token = await newApplicant();
    await t.api('POST', '/api/profile', { token, body: bioForm() });
    const added = await t.api('POST', '/api/profile/specialization', {
      token,
      body: [
        { Code: 'CIVIL_HWY', Description: 'Highways and Transportation Engineering' },
        { Code: 'CIVIL_GEOTECH', Description: 'Geotechnical Engineering' },
      ],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject([
      { Code: 'CIVIL_HWY', EntryNo: 1, Discipline: 'CIVIL' },
      { Code: 'CIVIL_GEOTECH', EntryNo: 2 },
    ]);

    const duplicate = await t.api('POST', '/api/profile/specialization', {
      token,
      body: [{ Code: 'CIVIL_WATRES', Description: 'geotechnical  engineering' }],
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toBe(bioMessages.specializationDuplicate);

    const otherDiscipline = await t.api('POST', '/api/profile/specialization', {
      token,
      body: [{ Code: 'NOT_A_TYPE', Description: 'Something' }],
    });
    expect(otherDiscipline.json().message).toBe(bioMessages.specializationNotOfDiscipline);

    const long = await t.api('POST', '/api/profile/specialization', {
      token,
      body: [{ Code: 'CIVIL_WATRES', Description: 'x'.repeat(100) }],
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Max 100 characters');
    const empty = await t.api('POST', '/api/profile/specialization', {
      token,
      body: [{ Code: 'CIVIL_WATRES', Description: ' ' }],
    });
    expect(empty.json().message).toBe('Field is required');

    const patched = await t.api('POST', '/api/profile/specialization/update', {
      token,
      body: { EntryNo: 2, Code: 'CIVIL_WATRES', Description: 'Water Resources' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data[1]).toMatchObject({
      Code: 'CIVIL_WATRES',
      Description: 'Water Resources',
      EntryNo: 2,
    });

    // Another member cannot touch these entries: their numbers name their own profile's entries.
    const member = await t.login(demo.member);
    const foreign = await t.api('POST', '/api/profile/specialization/update', {
      token: member,
      body: { EntryNo: 2, Code: 'CIVIL_WATRES', Description: 'Mine now' },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await t.api('GET', '/api/profile/specialization', { token })).json().data[1].Description).toBe(
      'Water Resources',
    );

    const removed = await t.api('POST', '/api/profile/specialization/remove', {
      token,
      body: { EntryNo: 1 },
    });
    expect(removed.statusCode).toBe(200);
    expect((await t.api('GET', '/api/profile/specialization', { token })).json().data).toHaveLength(1);
  });

  it('needs a profile', async () => {
    const token = await newApplicant();
    expect((await t.api('GET', '/api/profile/specialization', { token })).statusCode).toBe(404);
  });
});
