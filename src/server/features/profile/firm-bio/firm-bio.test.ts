import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../contract/common';
import { bioMessages } from '../../../../contract/profile-bio';
import { firmBioMessages } from '../../../../contract/profile-firm-bio';
import { sectionMessages } from '../../../../contract/profile-sections/messages';
import { demo, startTestApp, type TestApp } from '../../../test-support/harness';

/** A real 1x1 PNG. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** Starts like a JPEG (SOI and an APP0 marker), which is what the server looks at. */
const jpeg = () => {
  const file = Buffer.alloc(2_000, 0);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(file);
  return file;
};
const exe = () => {
  const file = Buffer.alloc(4_000, 0);
  file.write('MZ');
  return file;
};
const pdf = () => {
  const file = Buffer.alloc(2_000, 0x20);
  file.write('%PDF-1.7\n');
  return file;
};
const tooLargePng = () => {
  const file = Buffer.alloc(2_000_001, 0);
  tinyPng.copy(file);
  return file;
};

const validFields: Record<string, string> = {
  FirstName: 'acme engineering ltd',
  Address: 'P.O. Box 100-00100',
  Address2: 'Acme House, Ngong Road',
  PhoneNo: '0712345678',
  PhoneNo2: '0203456789',
  faxNo: '0203456780',
  VATRegNo: 'v0123456',
  houseNo: '12',
  blockNo: 'B',
  lrNo: '209/1234',
  streetName: 'Ngong Road',
  City: 'Nairobi',
};

function firmForm(
  fields: Record<string, string> = validFields,
  image: { content: Buffer; name?: string; type?: string } | null = { content: tinyPng },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (image) {
    const blob = new Blob([new Uint8Array(image.content)], { type: image.type ?? 'image/png' });
    form.append('Image', blob, image.name ?? 'logo.png');
  }
  return form;
}

let t: TestApp;
let counter = 0;

/** A new verified Corporate applicant without a profile (the demo firm's password); returns the token. */
async function newFirm(): Promise<{ token: string; pin: string; email: string }> {
  const template = await t.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', demo.firm)
    .executeTakeFirstOrThrow();
  counter += 1;
  const email = `firm-${counter}@test.example`;
  const pin = `P05${String(counter).padStart(7, '0')}Z`;
  const { id: _id, ...rest } = template;
  await t.db
    .insertInto('users')
    .values({ ...rest, email, id_number: pin })
    .execute();
  return { token: await t.login(email), pin, email };
}

const create = (token: string, body: FormData = firmForm()) =>
  t.api('POST', '/api/profile/firmBio', { token, body });
const update = (token: string, body: FormData) =>
  t.api('POST', '/api/profile/firmBio/update', { token, body });

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/profile/firmBio (create)', () => {
  it('creates the profile and the firm bio; reads back with the e-mail, PIN and image', async () => {
    const { token, pin, email } = await newFirm();
    expect((await t.api('GET', '/api/profile/firmBio', { token })).json()).toEqual({ data: null });

    const response = await create(token);
    expect(response.statusCode, response.body).toBe(200);
    const { message, firmBio } = response.json().data;
    expect(message).toBe(firmBioMessages.created);
    expect(firmBio).toMatchObject({
      ...validFields,
      FirstName: 'ACME ENGINEERING LTD',
      VATRegNo: 'V0123456',
      Email: email,
      PINRegNo: pin,
      IdentificationDocumentNo: pin,
    });
    expect(firmBio.ProfileID).toMatch(/^PR-\d{6}$/);
    expect(firmBio.Image).toMatchObject({ kind: 'png', name: 'logo.png' });
    expect(firmBio.Image.url).toBe(`/api/documents/${firmBio.Image.id}`);

    const read = await t.api('GET', '/api/profile/firmBio', { token });
    expect(read.json().data).toEqual(firmBio);
    const user = (await t.api('GET', '/api/auth/user', { token })).json().data;
    expect(user).toMatchObject({ profile: true, profile_id: firmBio.ProfileID });
    // The profile read of the bio tab sees the firm's profile too.
    const profile = await t.api('GET', '/api/profile', { token });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({ ProfileID: firmBio.ProfileID, FirstName: firmBio.FirstName });

    const again = await create(token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(firmBioMessages.profileExists);
  });

  it('keeps the physical address optional and takes a jpeg', async () => {
    const { token } = await newFirm();
    const { Address2: _optional, ...withoutPhysical } = validFields;
    const response = await create(token, firmForm(withoutPhysical, { content: jpeg(), name: 'logo.jpeg' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.firmBio).toMatchObject({ Address2: '', Image: { kind: 'jpeg' } });
  });

  it('lists every required field with the verbatim message, the image included', async () => {
    const { token } = await newFirm();
    const response = await create(token, firmForm({ FirstName: '  ' }, null));
    expect(response.statusCode).toBe(400);
    const required = messages.fieldRequired;
    expect(response.json()).toMatchObject({ message: required });
    expect(response.json().errors).toEqual({
      FirstName: required,
      Address: required,
      PhoneNo: required,
      PhoneNo2: required,
      faxNo: required,
      VATRegNo: required,
      houseNo: required,
      blockNo: required,
      lrNo: required,
      streetName: required,
      City: required,
      Image: required,
    });
    expect((await t.api('GET', '/api/auth/user', { token })).json().data.profile).toBe(false);
  });

  it('takes digits only in the phone and fax numbers', async () => {
    const { token } = await newFirm();
    const response = await create(
      token,
      firmForm({ ...validFields, PhoneNo: '+254 712', PhoneNo2: '020-345', faxNo: 'fax' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      PhoneNo: sectionMessages.digitsOnly,
      PhoneNo2: sectionMessages.digitsOnly,
      faxNo: sectionMessages.digitsOnly,
    });
  });

  it.each([
    ['an executable renamed to .png', { content: exe(), name: 'logo.png', type: 'image/png' }],
    ['a PDF', { content: pdf(), name: 'logo.pdf', type: 'application/pdf' }],
  ])('refuses %s by its content: png and jpeg images only', async (_label, image) => {
    const { token } = await newFirm();
    const response = await create(token, firmForm(validFields, image));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: firmBioMessages.imageType,
      errors: { Image: firmBioMessages.imageType },
    });
    expect((await t.api('GET', '/api/profile/firmBio', { token })).json().data).toBeNull();
  });

  it('refuses an image over 2,000,000 bytes', async () => {
    const { token } = await newFirm();
    const response = await create(token, firmForm(validFields, { content: tooLargePng() }));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(firmBioMessages.imageTooLarge);
  });

  it('is for Corporate users only: an individual and staff get 403, a visitor 401', async () => {
    const individual = await t.login(demo.applicant);
    const refused = await create(individual);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(firmBioMessages.notCorporate);
    const updateRefused = await update(individual, firmForm());
    expect(updateRefused.statusCode).toBe(403);
    expect(updateRefused.json().message).toBe(firmBioMessages.notCorporate);

    const admin = await t.login(demo.admin);
    expect((await create(admin)).statusCode).toBe(403);
    expect((await t.api('POST', '/api/profile/firmBio', { body: firmForm() })).statusCode).toBe(401);
    expect((await t.api('GET', '/api/profile/firmBio')).statusCode).toBe(401);
  });

  it("answers null for an individual's own profile, which has no firm bio", async () => {
    const member = await t.login(demo.member);
    const read = await t.api('GET', '/api/profile/firmBio', { token: member });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ data: null });
  });
});

describe('POST /api/profile/firmBio/update', () => {
  it("refuses the individual bio's update to a firm, so its name cannot turn into a person's", async () => {
    const { token } = await newFirm();
    expect((await create(token)).statusCode).toBe(200);
    const personal = new FormData();
    personal.append('FirstName', 'JOHN');
    personal.append('LastName', 'DOE');
    const refused = await t.api('POST', '/api/profile/update', { token, body: personal });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(bioMessages.notIndividual);
    expect((await t.api('GET', '/api/profile/firmBio', { token })).json().data.FirstName).toBe(
      'ACME ENGINEERING LTD',
    );
  });

  it('answers 404 without a profile', async () => {
    const { token } = await newFirm();
    const response = await update(token, firmForm());
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(messages.profileRequired);
  });

  it('changes the fields, keeps the stored image when none is sent, and replaces it when one is', async () => {
    const { token } = await newFirm();
    const created = (await create(token)).json().data.firmBio;

    const changed = await update(
      token,
      firmForm({ ...validFields, FirstName: 'acme consulting', City: 'Mombasa', Address2: '' }, null),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.message).toBe(firmBioMessages.updated);
    expect(changed.json().data.firmBio).toMatchObject({
      FirstName: 'ACME CONSULTING',
      City: 'Mombasa',
      Address2: '',
      Image: created.Image,
      ProfileID: created.ProfileID,
    });
    const user = (await t.api('GET', '/api/auth/user', { token })).json().data;
    expect(user.profile_id).toBe(created.ProfileID);

    const invalid = await update(token, firmForm({ ...validFields, streetName: '' }, null));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({ streetName: messages.fieldRequired });

    const replaced = await update(token, firmForm(validFields, { content: jpeg(), name: 'new.jpg' }));
    expect(replaced.statusCode, replaced.body).toBe(200);
    const image = replaced.json().data.firmBio.Image;
    expect(image).toMatchObject({ kind: 'jpeg', name: 'new.jpg' });
    expect((await t.api('GET', image.url, { token })).statusCode).toBe(200);
    // The replaced file is gone.
    expect((await t.api('GET', created.Image.url, { token })).statusCode).toBe(404);
  });
});

describe('the firm image document', () => {
  it('downloads for its owner only; any other member gets 404', async () => {
    const { token } = await newFirm();
    const { Image } = (await create(token)).json().data.firmBio;
    const own = await t.api('GET', Image.url, { token });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.rawPayload.equals(tinyPng)).toBe(true);

    const other = await newFirm();
    expect((await t.api('GET', Image.url, { token: other.token })).statusCode).toBe(404);
    const member = await t.login(demo.member);
    expect((await t.api('GET', Image.url, { token: member })).statusCode).toBe(404);
  });
});
