import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileSections, sectionMessages } from '../../../../contract/profile-sections';
import { startTestApp, type TestApp } from '../../../test-support/harness';
import { fieldErrors, memberWithProfile, sectionApi } from './test-support';

/** Shareholders and directors (spec 2 §3, §5 Firm sections; decisions.md on the registration number). */

let t: TestApp;
let firm = '';
const shareholders = () => sectionApi(t, profileSections.shareholders.path);
const directors = () => sectionApi(t, profileSections.directors.path);
beforeAll(async () => {
  t = await startTestApp();
  firm = await memberWithProfile(t, 'Corporate');
});
afterAll(async () => {
  await t?.close();
});

/** M/1021 is in the demo member register. */
const member = {
  name: 'Grace Wanjiru',
  identificationDocumentNo: 'a2345678',
  type: 'Member',
  regNo: 'M/1021',
};
const nonMember = { name: 'Peter Otieno', identificationDocumentNo: '12345678', type: 'Non Member' };

describe.each([
  ['shareholders', shareholders, { sharesHeld: 10 }],
  ['directors', directors, {}],
] as const)('%s', (_name, api, extra) => {
  it("answers 'Name is required', 'Type is required' and 'ID/Passport Number is required' at once", async () => {
    const response = await api().create(firm, { name: ' ', identificationDocumentNo: '', ...extra });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual({
      name: 'Name is required',
      type: 'Type is required',
      identificationDocumentNo: 'ID/Passport Number is required',
    });
    const unknownType = await api().create(firm, { ...nonMember, type: 'Partner', ...extra });
    expect(fieldErrors(unknownType)).toEqual({ type: 'Type is required' });
  });

  it("asks a Member for the registration number: 'Professional Registration Number is required'", async () => {
    const response = await api().create(firm, { ...member, regNo: '  ', ...extra });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual({ regNo: 'Professional Registration Number is required' });
  });

  it("refuses a Member whose number is not in the register: 'Professional Registration Number not found'", async () => {
    const response = await api().create(firm, { ...member, regNo: 'M/9999', ...extra });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Professional Registration Number not found');
    expect(fieldErrors(response)).toEqual({ regNo: 'Professional Registration Number not found' });
    expect((await api().list(firm)).json().data).toEqual([]);
  });

  it('finds a registration number typed with spaces or in lower case, and upper-cases the text', async () => {
    const created = await api().create(firm, { ...member, regNo: ' m/ 1021', ...extra });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.entry).toMatchObject({
      name: 'GRACE WANJIRU',
      identificationDocumentNo: 'A2345678',
      type: 'Member',
      regNo: 'M/1021',
      discipline: '',
    });
    await api().remove(firm, created.json().data.entry.EntryNo);
  });

  it("drops a Non Member's registration number and checks no register", async () => {
    const created = await api().create(firm, { ...nonMember, regNo: 'NOT-IN-REGISTER', ...extra });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.entry).toMatchObject({ type: 'Non Member', regNo: '' });
    // Turning the entry into a Member needs a number in the register.
    const { EntryNo } = created.json().data.entry;
    const changed = await api().update(firm, {
      ...nonMember,
      type: 'Member',
      regNo: 'X/1',
      EntryNo,
      ...extra,
    });
    expect(fieldErrors(changed)).toEqual({ regNo: sectionMessages.regNoNotFound });
    const asMember = await api().update(firm, {
      ...nonMember,
      type: 'Member',
      regNo: 'G/2307',
      EntryNo,
      ...extra,
    });
    expect(asMember.json().data.entry).toMatchObject({ type: 'Member', regNo: 'G/2307' });
    await api().remove(firm, EntryNo);
  });

  it('takes a discipline only from the disciplines list', async () => {
    const unknown = await api().create(firm, { ...nonMember, discipline: 'ALCHEMY', ...extra });
    expect(unknown.statusCode).toBe(400);
    expect(fieldErrors(unknown)).toEqual({ discipline: sectionMessages.chooseFromList });
    const civil = await api().create(firm, { ...nonMember, discipline: 'CIVIL', ...extra });
    expect(civil.json().data.entry.discipline).toBe('CIVIL');
    await api().remove(firm, civil.json().data.entry.EntryNo);
  });
});

describe('shares held', () => {
  it('is required, a decimal and at least 0', async () => {
    const missing = await shareholders().create(firm, nonMember);
    expect(fieldErrors(missing)).toEqual({ sharesHeld: sectionMessages.sharesHeldRequired });
    const negative = await shareholders().create(firm, { ...nonMember, sharesHeld: -0.5 });
    expect(fieldErrors(negative)).toEqual({ sharesHeld: sectionMessages.sharesHeldNegative });
    const text = await shareholders().create(firm, { ...nonMember, sharesHeld: 'many' });
    expect(fieldErrors(text)).toEqual({ sharesHeld: sectionMessages.sharesHeldInvalid });

    const none = await shareholders().create(firm, { ...nonMember, sharesHeld: 0 });
    expect(none.json().data.entry.sharesHeld).toBe(0);
    const typed = await shareholders().create(firm, { ...nonMember, sharesHeld: '12.75' });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json().data.entry.sharesHeld).toBe(12.75);
    const listed = (await shareholders().list(firm)).json().data as { sharesHeld: number }[];
    expect(listed.map((entry) => entry.sharesHeld)).toEqual([0, 12.75]);
  });

  it('is not part of a director', async () => {
    const created = await directors().create(firm, { ...nonMember, sharesHeld: 50 });
    expect(created.statusCode).toBe(200);
    expect(created.json().data.entry).not.toHaveProperty('sharesHeld');
    expect(created.json().data.message).toBe('Director added successfully');
  });
});
