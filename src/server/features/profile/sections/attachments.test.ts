import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileSections, sectionMessages } from '../../../../contract/profile-sections';
import { documentUrl, uploadMessages } from '../../../../contract/uploads';
import { demo, startTestApp, type TestApp } from '../../../test-support/harness';
import { fieldErrors, memberWithProfile, sectionApi } from './test-support';

/** Attachments (spec 2 §3, §5): the attachment-types code, a file name and a PDF streamed into the store. */

let t: TestApp;
let member = '';
let other = '';
const api = () => sectionApi(t, profileSections.attachments.path);
beforeAll(async () => {
  t = await startTestApp();
  member = await t.login(demo.member);
  other = await memberWithProfile(t);
});
afterAll(async () => {
  await t?.close();
});

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
function form(fields: Record<string, string>, file?: Buffer, name = 'scan.pdf') {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (file) data.append('attachment', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), name);
  return data;
}
const valid = { description: 'CV', fileName: 'My CV' };

/** Every file in the test app's store. */
const storedFiles = () =>
  readdirSync(t.env.FILES_DIR, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    .length;
const documentCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('documents')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const keyOf = async (id: string) =>
  (await t.db.selectFrom('documents').select('storage_key').where('id', '=', id).executeTakeFirstOrThrow())
    .storage_key;

describe('profile attachments', () => {
  it("answers every required message at once: 'Description is required', 'File Name is required', 'Attachment is required'", async () => {
    const response = await api().create(member, form({ description: '', fileName: '' }));
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual({
      description: sectionMessages.descriptionRequired,
      fileName: sectionMessages.fileNameRequired,
      attachment: uploadMessages.attachmentRequired,
    });
    const noFile = await api().create(member, form(valid));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('Attachment is required');
  });

  it('takes only a type from the attachment-types list', async () => {
    const response = await api().create(member, form({ ...valid, description: 'NOT_A_TYPE' }, pdf()));
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual({ description: sectionMessages.chooseFromList });
  });

  it("refuses a renamed executable ('Attachment must be a Pdf') and keeps nothing", async () => {
    const [files, documents] = [storedFiles(), await documentCount()];
    const response = await api().create(member, form(valid, exe(), 'setup.pdf'));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Attachment must be a Pdf');
    expect(fieldErrors(response)).toEqual({ attachment: uploadMessages.notAPdf });
    expect(storedFiles()).toBe(files);
    expect(await documentCount()).toBe(documents);
    expect((await api().list(member)).json().data).toEqual([]);
  });

  it("answers 413 'Attachment should be less than 10MB' for 10,000,001 bytes and keeps nothing", async () => {
    const [files, documents] = [storedFiles(), await documentCount()];
    const response = await api().create(member, form(valid, pdf(10_000_001)));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Attachment should be less than 10MB');
    expect(storedFiles()).toBe(files);
    expect(await documentCount()).toBe(documents);
    expect((await api().list(member)).json().data).toEqual([]);
    // 10,000,000 bytes is still accepted.
    const largest = await api().create(member, form(valid, pdf(10_000_000)));
    expect(largest.statusCode, largest.body).toBe(200);
    await api().remove(member, largest.json().data.entry.EntryNo);
    expect(storedFiles()).toBe(files);
  });

  it('stores the PDF, keeps it on an update without a file, replaces it with a new one and forgets it on remove', async () => {
    const created = await api().create(member, form(valid, pdf(), 'my cv.pdf'));
    expect(created.statusCode, created.body).toBe(200);
    const entry = created.json().data.entry;
    expect(entry).toMatchObject({
      description: 'CV',
      attachmentType: 'CV',
      fileName: 'My CV',
      attached: true,
    });
    const firstKey = await keyOf(entry.attachment);
    expect(existsSync(join(t.env.FILES_DIR, firstKey))).toBe(true);

    // Download by the owner only; another member hears 404.
    const download = await t.api('GET', documentUrl(entry.attachment), { token: member });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    expect((await t.api('GET', documentUrl(entry.attachment), { token: other })).statusCode).toBe(404);
    expect((await t.api('GET', documentUrl(entry.attachment))).statusCode).toBe(401);

    // Another member can neither change nor remove it.
    const theirs = await api().update(other, form({ ...valid, EntryNo: String(entry.EntryNo) }, pdf()));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: sectionMessages.entryNotFound });
    expect((await api().remove(other, entry.EntryNo)).statusCode).toBe(404);

    const kept = await api().update(
      member,
      form({ ...valid, fileName: 'Renamed', EntryNo: String(entry.EntryNo) }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.entry).toMatchObject({ fileName: 'Renamed', attachment: entry.attachment });

    const replaced = await api().update(
      member,
      form({ ...valid, EntryNo: String(entry.EntryNo) }, pdf(3_000)),
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const newId = replaced.json().data.entry.attachment as string;
    expect(newId).not.toBe(entry.attachment);
    expect(existsSync(join(t.env.FILES_DIR, firstKey))).toBe(false);
    expect((await t.api('GET', documentUrl(entry.attachment), { token: member })).statusCode).toBe(404);

    const newKey = await keyOf(newId);
    expect((await api().remove(member, entry.EntryNo)).statusCode).toBe(200);
    expect(existsSync(join(t.env.FILES_DIR, newKey))).toBe(false);
    expect((await t.api('GET', documentUrl(newId), { token: member })).statusCode).toBe(404);
  });

  it('refuses a file in a field the form does not have', async () => {
    const data = form(valid, pdf());
    data.append('other', new Blob([new Uint8Array(pdf())], { type: 'application/pdf' }), 'x.pdf');
    const response = await api().create(member, data);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(uploadMessages.unexpectedFile);
  });
});

describe('institution membership PDF', () => {
  const institutions = () => sectionApi(t, profileSections.institutions.path);
  const fields = {
    Institution: 'IET',
    memberNo: '1100234',
    membershipType: 'Member',
    yearOfRegistration: '2016',
  };

  it("needs a PDF ('Attachment is required'), refuses other content and keeps it on a JSON update", async () => {
    const missing = await institutions().create(member, form(fields));
    expect(missing.statusCode).toBe(400);
    expect(fieldErrors(missing)).toEqual({ attachment: uploadMessages.attachmentRequired });
    const renamed = await institutions().create(member, form(fields, exe(), 'card.pdf'));
    expect(renamed.statusCode).toBe(400);
    expect(fieldErrors(renamed)).toEqual({ attachment: uploadMessages.notAPdf });
    const tooLarge = await institutions().create(member, form(fields, pdf(10_000_001)));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(uploadMessages.attachmentTooLarge);

    const created = await institutions().create(member, form(fields, pdf()));
    expect(created.statusCode, created.body).toBe(200);
    const entry = created.json().data.entry;
    expect(entry).toMatchObject({ yearOfRegistration: 2016, attached: true });
    expect((await t.api('GET', documentUrl(entry.attachment), { token: member })).statusCode).toBe(200);
    expect((await t.api('GET', documentUrl(entry.attachment), { token: other })).statusCode).toBe(404);

    const updated = await institutions().update(member, {
      ...fields,
      yearOfRegistration: 2017,
      EntryNo: entry.EntryNo,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.entry).toMatchObject({
      yearOfRegistration: 2017,
      attachment: entry.attachment,
    });
    expect((await institutions().remove(member, entry.EntryNo)).statusCode).toBe(200);
    expect((await t.api('GET', documentUrl(entry.attachment), { token: member })).statusCode).toBe(404);
  });
});
