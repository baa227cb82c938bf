import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../contract/common';
import { refereeMessages, sectionMessages } from '../../../../contract/profile-sections';
import { demo, startTestApp, type TestApp } from '../../../test-support/harness';
import { memberWithProfile, sectionApi } from './test-support';

let t: TestApp;
let member: string;
beforeAll(async () => {
  t = await startTestApp();
  member = await t.login(demo.member);
});
afterAll(async () => {
  await t?.close();
});

const search = (token: string, body: unknown) =>
  t.api('POST', '/api/profile/referee/search', { token, body });

/** A member with a profile whose profile carries `memberNo`: their account e-mail and profile row. */
async function registeredMember(memberNo: string) {
  const token = await memberWithProfile(t);
  const user = (await t.api('GET', '/api/auth/user', { token })).json().data as { id: number; email: string };
  await t.db.updateTable('profiles').set({ member_no: memberNo }).where('user_id', '=', user.id).execute();
  return { token, email: user.email };
}

describe('POST /api/profile/referee/search (spec 2 §2.5, §3)', () => {
  it('answers a member of the register by exact number, from the register alone when they have no profile', async () => {
    const response = await search(member, { search: 'CE/0112' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: {
        FirstName: 'FATUMA',
        SecondName: expect.any(String),
        LastName: 'HASSAN',
        Email: 'fatuma.hassan@eik.example',
        MemberNo: 'CE/0112',
        workExperience: { PhoneNo: '+254700334455', Address: '', PlaceOfWork: '', Designation: '' },
      },
    });
    // Spaces and case do not matter; the number must still match whole.
    expect((await search(member, { search: ' ce/0112' })).json().data.MemberNo).toBe('CE/0112');
    const partial = await search(member, { search: 'CE/011' });
    expect(partial.statusCode).toBe(404);
    expect(partial.json()).toEqual({ message: 'No member with that number.' });
  });

  it("fills phone, address, place of work and designation from the member's profile, never their login e-mail", async () => {
    const brian = await registeredMember('G/2307');
    const contact = await sectionApi(t, 'contact').create(brian.token, {
      Type: 'Work',
      Email: 'b.ruto@athiwater.example',
      PhoneNo: '0722456789',
      Address: '30100',
      Country_Code: 'KE',
      County: 47,
      City: '47-NAIROBI',
      PlaceOfWork: 'Athi Water Works',
      Location: 'Kiambu Road',
      Designation: 'Civil Engineer',
    });
    expect(contact.statusCode, contact.body).toBe(200);
    const response = await search(member, { search: 'G/2307' });
    expect(response.json().data).toEqual({
      FirstName: 'BRIAN',
      SecondName: expect.any(String),
      LastName: 'RUTO',
      // The register's published e-mail; the account's login e-mail stays private.
      Email: 'brian.ruto@eik.example',
      MemberNo: 'G/2307',
      workExperience: {
        PhoneNo: '0722456789',
        Address: '30100',
        PlaceOfWork: 'ATHI WATER WORKS',
        Designation: 'CIVIL ENGINEER',
      },
    });
    expect(brian.email).not.toBe('brian.ruto@eik.example');
    expect(response.body).not.toContain(brian.email);
    // Nothing else of the member leaves the server (no ID number, no profile data).
    expect(response.body).not.toContain('id_number');
    expect(response.body).not.toMatch(/IdentificationDocumentNo|ProfileID/);
  });

  it('takes place of work and designation from the current position when there is no Work contact', async () => {
    const omondi = await registeredMember('PE/0457');
    const position = await sectionApi(t, 'work-experience').create(omondi.token, {
      NameOfFirm: 'Kenya Rural Roads Authority',
      Sector: 'STATE_CORP',
      PositionHeld: 'Resident Engineer',
      FromDate: '2018-01-01',
      ToDate: '',
      Current: true,
      ResponsibilitiesDescription: 'Road works',
    });
    expect(position.statusCode, position.body).toBe(200);
    const { workExperience } = (await search(member, { search: 'PE/0457' })).json().data;
    expect(workExperience).toMatchObject({
      PlaceOfWork: 'Kenya Rural Roads Authority',
      Designation: 'Resident Engineer',
    });
  });

  it('answers 404 for a number not in the register, 400 for none, 401 for a visitor', async () => {
    const unknown = await search(member, { search: 'X/0000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: refereeMessages.noMember });
    const empty = await search(member, { search: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(refereeMessages.searchRequired);
    const visitor = await search('', { search: 'CE/0112' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: messages.notSignedIn });
  });

  it('limits searches per user (429), so the register cannot be walked', async () => {
    const token = await memberWithProfile(t);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await search(token, { search: `X/${attempt}` })).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    const refused = await search(token, { search: 'CE/0112' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: refereeMessages.searchWait });
    // Another user is not affected.
    expect((await search(member, { search: 'CE/0112' })).statusCode).toBe(200);
  });

  it('caps searches at 100 a day per user, on top of the minute and hour limits', async () => {
    const token = await memberWithProfile(t);
    const user = (await t.api('GET', '/api/auth/user', { token })).json().data as { id: number };
    // 99 searches spread over the day: the 100th still answers, the 101st does not.
    await t.db
      .insertInto('rate_limits')
      .values({ key: `referee-search:${user.id}:day`, window_started_at: new Date().toISOString(), hits: 99 })
      .execute();
    expect((await search(token, { search: 'CE/0112' })).statusCode).toBe(200);
    const refused = await search(token, { search: 'CE/0112' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: refereeMessages.searchWait });
  });

  it('answers 403 to a firm and to a user without a profile, before counting the search', async () => {
    const firm = await memberWithProfile(t, 'Corporate');
    const corporate = await search(firm, { search: 'CE/0112' });
    expect(corporate.statusCode).toBe(403);
    expect(corporate.json()).toEqual({ message: sectionMessages.individualsOnly });
    const firmWithoutProfile = await search(await t.login(demo.firm), { search: 'CE/0112' });
    expect(firmWithoutProfile.json()).toEqual({ message: sectionMessages.individualsOnly });
    const applicantToken = await t.login(demo.applicant);
    const applicant = await search(applicantToken, { search: 'CE/0112' });
    expect(applicant.statusCode).toBe(403);
    expect(applicant.json()).toEqual({ message: refereeMessages.searchNeedsProfile });
    const staff = await search(await t.login(demo.admin), { search: 'CE/0112' });
    expect(staff.statusCode).toBe(403);
    const { id } = (await t.api('GET', '/api/auth/user', { token: applicantToken })).json().data;
    const counted = await t.db
      .selectFrom('rate_limits')
      .select('key')
      .where('key', 'like', `referee-search:${id}:%`)
      .execute();
    expect(counted).toEqual([]);
  });
});
