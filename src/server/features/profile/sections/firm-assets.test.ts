import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../contract/common';
import { profileSections, sectionMessages } from '../../../../contract/profile-sections';
import { documentUrl, uploadMessages } from '../../../../contract/uploads';
import { demo, startTestApp, type TestApp } from '../../../test-support/harness';
import { fieldErrors, memberWithProfile, sectionApi } from './test-support';

/** Equipment/facilities and employees (spec 2 §3, §5 Firm sections, §7 employeeSetup). */

let t: TestApp;
let firm = '';
let other = '';
const facilities = () => sectionApi(t, profileSections.facilities.path);
const employees = () => sectionApi(t, profileSections.employees.path);
beforeAll(async () => {
  t = await startTestApp();
  firm = await memberWithProfile(t, 'Corporate');
  other = await memberWithProfile(t, 'Corporate');
});
afterAll(async () => {
  await t?.close();
});

/** A file of `size` bytes starting with `head`. */
const fileOf = (head: number[] | string, size = 2_000) => {
  const file = Buffer.alloc(size, 0x20);
  if (typeof head === 'string') file.write(head);
  else Buffer.from(head).copy(file);
  return file;
};
const pdf = (size?: number) => fileOf('%PDF-1.7\n', size);
const png = () => fileOf([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const jpeg = () => fileOf([0xff, 0xd8, 0xff, 0xe0]);
const exe = () => fileOf('MZ');

function form(fields: Record<string, string>, file?: Buffer, name = 'evidence.pdf') {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (file) data.append('ownership', new Blob([new Uint8Array(file)]), name);
  return data;
}
const equipment = { nameOfEquipment: 'Total station', quantity: '2', remarks: 'Owned since 2021' };

describe('equipment and facilities', () => {
  it("answers every required message at once, with 'Attachment is required' for the evidence", async () => {
    const response = await facilities().create(
      firm,
      form({ nameOfEquipment: '', quantity: '', remarks: '' }),
    );
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual({
      nameOfEquipment: messages.fieldRequired,
      quantity: messages.fieldRequired,
      remarks: messages.fieldRequired,
      ownership: uploadMessages.attachmentRequired,
    });
  });

  it('takes a quantity that is a whole number of 0 or more', async () => {
    for (const quantity of ['-1', '1.5', 'two']) {
      const response = await facilities().create(firm, form({ ...equipment, quantity }, pdf()));
      expect(fieldErrors(response), quantity).toEqual({ quantity: sectionMessages.wholeCountInvalid });
    }
    const none = await facilities().create(firm, form({ ...equipment, quantity: '0' }, pdf()));
    expect(none.json().data.entry.quantity).toBe(0);
    await facilities().remove(firm, none.json().data.entry.EntryNo);
  });

  it('takes a PDF, PNG or JPEG by its content, refuses anything else and files over 10MB', async () => {
    for (const [file, name] of [
      [pdf(), 'deed.pdf'],
      [png(), 'photo.png'],
      [jpeg(), 'photo.jpg'],
    ] as const) {
      const created = await facilities().create(firm, form(equipment, file, name));
      expect(created.statusCode, name).toBe(200);
      expect(created.json().data.entry).toMatchObject({ nameOfEquipment: 'TOTAL STATION', attached: true });
      await facilities().remove(firm, created.json().data.entry.EntryNo);
    }
    const renamed = await facilities().create(firm, form(equipment, exe(), 'deed.pdf'));
    expect(renamed.statusCode).toBe(400);
    expect(fieldErrors(renamed)).toEqual({ ownership: uploadMessages.notEvidence });
    const tooLarge = await facilities().create(firm, form(equipment, pdf(10_000_001)));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(uploadMessages.attachmentTooLarge);
    expect((await facilities().list(firm)).json().data).toEqual([]);
  });

  it('serves the evidence to its owner only and keeps it on an update without a file', async () => {
    const created = await facilities().create(firm, form(equipment, png(), 'photo.png'));
    const entry = created.json().data.entry;
    const download = await t.api('GET', documentUrl(entry.ownership), { token: firm });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('image/png');
    expect((await t.api('GET', documentUrl(entry.ownership), { token: other })).statusCode).toBe(404);

    const kept = await facilities().update(firm, { ...equipment, quantity: 3, EntryNo: entry.EntryNo });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.entry).toMatchObject({ quantity: 3, ownership: entry.ownership });
    expect(kept.json().data.message).toBe('Facility updated successfully');
    await facilities().remove(firm, entry.EntryNo);
    expect((await t.api('GET', documentUrl(entry.ownership), { token: firm })).statusCode).toBe(404);
  });
});

describe('employees', () => {
  it('needs a type and a count of at least 0', async () => {
    const missing = await employees().create(firm, {});
    expect(missing.statusCode).toBe(400);
    expect(fieldErrors(missing)).toEqual({
      code: sectionMessages.typeRequired,
      count: sectionMessages.countRequired,
    });
    const negative = await employees().create(firm, { code: 'TECHNICIANS', count: -1 });
    expect(fieldErrors(negative)).toEqual({ count: sectionMessages.wholeCountInvalid });
    const unknown = await employees().create(firm, { code: 'ASTRONAUTS', count: 1 });
    expect(fieldErrors(unknown)).toEqual({ code: sectionMessages.chooseFromList });
  });

  it('keeps one entry per employee type (409) and names the type from the setup list', async () => {
    const created = await employees().create(firm, { code: 'TECHNICIANS', count: '0' });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.entry).toEqual({
      EntryNo: 1,
      code: 'TECHNICIANS',
      description: 'Engineering technicians',
      count: 0,
    });
    const again = await employees().create(firm, { code: 'TECHNICIANS', count: 3 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(sectionMessages.employeeTypeTaken('Engineering technicians'));

    // The entry itself may keep its type; another entry may not take it.
    const recount = await employees().update(firm, { code: 'TECHNICIANS', count: 5, EntryNo: 1 });
    expect(recount.json().data.entry.count).toBe(5);
    const artisans = await employees().create(firm, { code: 'ARTISANS', count: 7 });
    const taken = await employees().update(firm, {
      code: 'TECHNICIANS',
      count: 7,
      EntryNo: artisans.json().data.entry.EntryNo,
    });
    expect(taken.statusCode).toBe(409);
    // Another firm has its own entries of every type.
    expect((await employees().create(other, { code: 'TECHNICIANS', count: 1 })).statusCode).toBe(200);
  });

  it('lists the employee types at GET employees/employeeSetup for signed-in firms', async () => {
    const url = '/api/profile/employees/employeeSetup';
    const visitor = await t.api('GET', url);
    expect(visitor.statusCode).toBe(401);
    // Like the section it serves, the list is for firms only.
    const individual = await t.api('GET', url, { token: await t.login(demo.applicant) });
    expect(individual.statusCode).toBe(403);
    expect(individual.json()).toEqual({ message: sectionMessages.firmsOnly });
    // A firm without a profile yet may read it.
    const firmApplicant = await t.api('GET', url, { token: await t.login(demo.firm) });
    expect(firmApplicant.statusCode).toBe(200);
    const types = firmApplicant.json().data as { code: string; description: string }[];
    expect(types).toContainEqual({ code: 'TECHNICIANS', description: 'Engineering technicians' });
    expect(types.map((type) => type.code)).toEqual(expect.arrayContaining(['REG_ENGINEERS', 'ARTISANS']));
    expect(Object.keys(types[0] ?? {})).toEqual(['code', 'description']);
  });
});
