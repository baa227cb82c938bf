import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bioMessages } from '../../../../contract/profile-bio';
import { demo } from '../../../test-support/harness';
import {
  bioForm,
  exe,
  newApplicant,
  pdf,
  setCaption,
  startBioApp,
  stopBioApp,
  t,
  tinyPng,
  validFields,
} from './bio-test-app';

beforeAll(startBioApp);
afterAll(stopBioApp);

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
