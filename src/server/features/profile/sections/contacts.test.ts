import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../contract/common';
import { sectionMessages } from '../../../../contract/profile-sections';
import { nowIso } from '../../../platform/time';
import { startTestApp, type TestApp } from '../../../test-support/harness';
import { personalContact } from '../../../test-support/sample-entries';
import { fieldErrors, memberWithProfile, sectionApi } from './test-support';

let t: TestApp;
let contacts: ReturnType<typeof sectionApi>;
beforeAll(async () => {
  t = await startTestApp();
  contacts = sectionApi(t, 'contact');
});
afterAll(async () => {
  await t?.close();
});

const personal = personalContact;
const work = {
  ...personal,
  Type: 'Work',
  Email: 'j.kamau@athiwater.example',
  PlaceOfWork: 'Athi Water Works',
  Location: 'Kiambu Road',
  Designation: 'Civil Engineer',
};

describe('contact validation (spec 2 §5 Contact)', () => {
  let token: string;
  beforeAll(async () => {
    token = await memberWithProfile(t);
  });

  it.each([
    ['', messages.fieldRequired],
    ['12a4', sectionMessages.mustBeNumber],
    ['P.O. 1', sectionMessages.mustBeNumber],
    ['1234567890', sectionMessages.upToNineDigits],
  ])("refuses the Address '%s' with '%s'", async (Address, message) => {
    const response = await contacts.create(token, { ...personal, Address });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response).Address).toBe(message);
  });

  it('takes an address of 1 to 9 digits', async () => {
    for (const Address of ['1', '123456789']) {
      const response = await contacts.create(token, { ...personal, Address });
      expect(response.statusCode, response.body).toBe(200);
      await contacts.remove(token, response.json().data.entry.EntryNo);
    }
  });

  it('requires a valid e-mail and phone numbers of digits only', async () => {
    const response = await contacts.create(token, {
      ...personal,
      Email: 'not-an-email',
      PhoneNo: '0712 345 678',
      PhoneNo2: '+254712',
    });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toMatchObject({
      Email: messages.emailInvalid,
      PhoneNo: sectionMessages.digitsOnly,
      PhoneNo2: sectionMessages.digitsOnly,
    });
    const empty = await contacts.create(token, { ...personal, Email: '', PhoneNo: '' });
    expect(fieldErrors(empty)).toMatchObject({
      Email: messages.emailRequired,
      PhoneNo: messages.fieldRequired,
    });
  });

  it('lists every missing field at once, with County and City for Kenya and the work fields for Work', async () => {
    const response = await contacts.create(token, { Type: 'Work', Country_Code: 'KE' });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual({
      Email: messages.emailRequired,
      PhoneNo: messages.fieldRequired,
      Address: messages.fieldRequired,
      County: messages.fieldRequired,
      City: messages.fieldRequired,
      PlaceOfWork: messages.fieldRequired,
      Location: messages.fieldRequired,
      Designation: messages.fieldRequired,
    });
    const noType = await contacts.create(token, { ...personal, Type: 'Home', Country_Code: '' });
    expect(fieldErrors(noType)).toMatchObject({
      Type: messages.fieldRequired,
      Country_Code: messages.fieldRequired,
    });
  });

  it('refuses a country, county or city that is not in the lists', async () => {
    const country = await contacts.create(token, { ...personal, Country_Code: 'XX' });
    expect(country.statusCode).toBe(400);
    expect(fieldErrors(country)).toEqual({ Country_Code: sectionMessages.chooseFromList });
    const county = await contacts.create(token, { ...personal, County: 999 });
    expect(fieldErrors(county)).toEqual({ County: sectionMessages.chooseFromList });
    // Mombasa is a city of county 1, not of Nairobi (47).
    const city = await contacts.create(token, { ...personal, City: '1-MOMBASA' });
    expect(fieldErrors(city)).toEqual({ City: sectionMessages.chooseFromList });
  });

  it('upper-cases the text, takes the postal code from the city and keeps no work fields on a Personal contact', async () => {
    const response = await contacts.create(token, {
      ...personal,
      PostCode: '99999',
      PlaceOfWork: 'Ignored',
      Location: 'Ignored',
      Designation: 'Ignored',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.entry).toEqual({
      EntryNo: expect.any(Number),
      Type: 'Personal',
      Status: 'Active',
      Email: 'JAMES.KAMAU@EXAMPLE.COM',
      PhoneNo: '0712345678',
      PhoneNo2: '',
      Address: '10000',
      PostCode: '00100',
      Country_Code: 'KE',
      County: 47,
      City: '47-NAIROBI',
      CityName: 'Nairobi',
      PlaceOfWork: '',
      Location: '',
      Designation: '',
    });
    await contacts.remove(token, response.json().data.entry.EntryNo);
  });

  it('keeps a typed postal code and no county or city for an address outside Kenya', async () => {
    const response = await contacts.create(token, {
      ...work,
      Country_Code: 'UG',
      County: 47,
      City: '47-NAIROBI',
      PostCode: 'kla 256',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.entry).toMatchObject({
      Country_Code: 'UG',
      County: null,
      City: '',
      CityName: '',
      PostCode: 'KLA 256',
      PlaceOfWork: 'ATHI WATER WORKS',
      Location: 'KIAMBU ROAD',
      Designation: 'CIVIL ENGINEER',
    });
    await contacts.remove(token, response.json().data.entry.EntryNo);
  });
});

describe('one Personal and one Work contact (spec 2 §3)', () => {
  it('refuses a second contact of a type, on create and by changing the type of the other', async () => {
    const token = await memberWithProfile(t);
    expect((await contacts.create(token, personal)).statusCode).toBe(200);
    const second = await contacts.create(token, { ...personal, Email: 'other@example.com' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: sectionMessages.contactTypeTaken('Personal') });

    const workContact = await contacts.create(token, work);
    expect(workContact.statusCode).toBe(200);
    const secondWork = await contacts.create(token, work);
    expect(secondWork.json()).toEqual({ message: sectionMessages.contactTypeTaken('Work') });

    const retype = await contacts.update(token, {
      ...personal,
      EntryNo: workContact.json().data.entry.EntryNo,
    });
    expect(retype.statusCode).toBe(409);
    expect(retype.json()).toEqual({ message: sectionMessages.contactTypeTaken('Personal') });

    // Updating a contact within its own type is not a second one.
    const same = await contacts.update(token, { ...work, Designation: 'Chief Engineer', EntryNo: 2 });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().data.message).toBe('Contact updated successfully');
    expect((await contacts.list(token)).json().data.map((entry: { Type: string }) => entry.Type)).toEqual([
      'Personal',
      'Work',
    ]);
  });

  it('lets two requests race without ever keeping two Personal contacts', async () => {
    const token = await memberWithProfile(t);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        contacts.create(token, { ...personal, PhoneNo: `071234500${index}` }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(4);
    expect((await contacts.list(token)).json().data).toHaveLength(1);
  });

  it('lists only Active contacts; an inactive one neither shows, changes nor blocks a new one', async () => {
    const token = await memberWithProfile(t);
    const created = (await contacts.create(token, personal)).json().data.entry;
    await t.db
      .updateTable('profile_contacts')
      .set({ status: 'Suspended', updated_at: nowIso() })
      .where('entry_no', '=', created.EntryNo)
      .where('email', '=', 'JAMES.KAMAU@EXAMPLE.COM')
      .where('profile_id', 'in', (qb) =>
        qb
          .selectFrom('profiles')
          .select('id')
          .where('first_name', '=', 'SECOND')
          .orderBy('id', 'desc')
          .limit(1),
      )
      .execute();
    expect((await contacts.list(token)).json().data).toEqual([]);
    expect((await contacts.update(token, { ...personal, EntryNo: created.EntryNo })).statusCode).toBe(404);
    expect((await contacts.remove(token, created.EntryNo)).statusCode).toBe(404);
    const fresh = await contacts.create(token, personal);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().data.entry.EntryNo).toBe(created.EntryNo + 1);
  });
});
