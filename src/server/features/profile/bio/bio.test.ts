import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bioMessages } from '../../../../contract/profile-bio';
import { demo } from '../../../test-support/harness';
import { bioForm, blob, newApplicant, startBioApp, stopBioApp, t, validFields } from './bio-test-app';

beforeAll(startBioApp);
afterAll(stopBioApp);

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

  it('shows the ID typed at registration while the bio has none of its own', async () => {
    const token = await newApplicant();
    const created = (await t.api('POST', '/api/profile', { token, body: bioForm() })).json().data.profile;
    const profile = await t.db
      .selectFrom('profiles')
      .select(['id', 'user_id'])
      .where('profile_id', '=', created.ProfileID)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('profiles').set({ id_number: null }).where('id', '=', profile.id).execute();
    const user = await t.db
      .selectFrom('users')
      .select('id_number')
      .where('id', '=', profile.user_id)
      .executeTakeFirstOrThrow();
    const bio = (await t.api('GET', '/api/profile', { token })).json().data;
    expect(bio.IdentificationDocumentNo).toBe(user.id_number);
    expect(user.id_number).toMatch(/^9\d{7}$/);
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
