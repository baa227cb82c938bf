import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CertificationEntry,
  MAX_TRANSCRIPTS,
  profileSections,
  sectionMessages,
} from '../../../../contract/profile-sections';
import { documentUrl, uploadMessages } from '../../../../contract/uploads';
import { demo, startTestApp, type TestApp } from '../../../test-support/harness';
import { otherUniversityCertification } from '../../../test-support/sample-entries';
import { fieldErrors, memberWithProfile, sectionApi } from './test-support';

/** Transcripts of Foreign certifications (spec 2 §2.4): add, list, download, remove, and who may. */

let t: TestApp;
let member = '';
let other = '';
const certifications = () => sectionApi(t, profileSections.certifications.path);
const transcriptsUrl = `/api/profile/${profileSections.certifications.path}/transcripts`;
beforeAll(async () => {
  t = await startTestApp();
  member = await t.login(demo.member);
  other = await memberWithProfile(t);
});
afterAll(async () => {
  await t?.close();
});

const pdf = () => {
  const file = Buffer.alloc(1_500, 0x20);
  file.write('%PDF-1.7\n');
  return file;
};
const exe = () => {
  const file = Buffer.alloc(4_000, 0);
  file.write('MZ');
  return file;
};
const blob = (content: Buffer) => new Blob([new Uint8Array(content)], { type: 'application/pdf' });

const certification = otherUniversityCertification;

/** Creates a certification of `token` and answers its EntryNo. */
async function createCertification(token: string, Category: 'Local' | 'Foreign'): Promise<number> {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...certification, Category })) form.append(key, String(value));
  form.append('attachment', blob(pdf()), 'certificate.pdf');
  const response = await certifications().create(token, form);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.entry.EntryNo;
}

function addTranscript(
  token: string,
  fields: Record<string, unknown>,
  file?: Buffer,
  name = 'transcript.pdf',
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  if (file) form.append('file', blob(file), name);
  return t.api('POST', transcriptsUrl, { token, body: form });
}
const removeTranscript = (token: string, body: unknown) =>
  t.api('POST', `${transcriptsUrl}/remove`, { token, body });

async function entryOf(token: string, entryNo: number): Promise<CertificationEntry> {
  const list = (await certifications().list(token)).json().data as CertificationEntry[];
  return list.find((entry) => entry.EntryNo === entryNo)!;
}
const documentRow = (id: string) =>
  t.db.selectFrom('documents').select('storage_key').where('id', '=', id).executeTakeFirst();

describe('certification transcripts', () => {
  it('adds transcripts to a Foreign entry, lists them with it and downloads them for the owner only', async () => {
    const entryNo = await createCertification(member, 'Foreign');
    expect((await entryOf(member, entryNo)).transcripts).toEqual([]);

    const first = await addTranscript(member, { EntryNo: entryNo, description: 'Year 1 results' }, pdf());
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.message).toBe(sectionMessages.transcriptAdded);
    const second = await addTranscript(member, { EntryNo: entryNo, description: 'Year 2 results' }, pdf());
    const transcripts = (await entryOf(member, entryNo)).transcripts;
    expect(transcripts).toEqual([first.json().data.transcript, second.json().data.transcript]);
    expect(transcripts.map((transcript) => transcript.description)).toEqual([
      'Year 1 results',
      'Year 2 results',
    ]);

    const url = documentUrl(transcripts[0]!.attachment);
    const download = await t.api('GET', url, { token: member });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    expect((await t.api('GET', url, { token: other })).statusCode).toBe(404);
    expect((await t.api('GET', url)).statusCode).toBe(401);
  });

  it('answers the description and file messages, and refuses a renamed executable', async () => {
    const entryNo = await createCertification(member, 'Foreign');
    const empty = await addTranscript(member, { EntryNo: entryNo, description: '' });
    expect(empty.statusCode).toBe(400);
    expect(fieldErrors(empty)).toEqual({
      description: sectionMessages.descriptionRequired,
      file: uploadMessages.attachmentRequired,
    });
    const json = await t.api('POST', transcriptsUrl, {
      token: member,
      body: { EntryNo: entryNo, description: 'Results' },
    });
    expect(fieldErrors(json)).toEqual({ file: uploadMessages.attachmentRequired });
    const before = await t.db.selectFrom('documents').select('id').execute();
    const renamed = await addTranscript(
      member,
      { EntryNo: entryNo, description: 'Results' },
      exe(),
      'results.pdf',
    );
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe(uploadMessages.notAPdf);
    expect(await t.db.selectFrom('documents').select('id').execute()).toEqual(before);
    expect((await entryOf(member, entryNo)).transcripts).toEqual([]);
  });

  it('refuses a Local entry (409), and answers 404 for someone else’s entry or transcript', async () => {
    const localEntry = await createCertification(member, 'Local');
    const local = await addTranscript(member, { EntryNo: localEntry, description: 'Results' }, pdf());
    expect(local.statusCode).toBe(409);
    expect(local.json().message).toBe(sectionMessages.transcriptsForeignOnly);

    const foreignEntry = await createCertification(member, 'Foreign');
    const added = await addTranscript(member, { EntryNo: foreignEntry, description: 'Results' }, pdf());
    const transcriptId = added.json().data.transcript.id as number;
    const othersEntry = await createCertification(other, 'Foreign');
    // The other member names their own entry number, and the member's transcript.
    const theirs = await addTranscript(other, { EntryNo: foreignEntry + 50, description: 'Results' }, pdf());
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(sectionMessages.entryNotFound);
    const stolen = await removeTranscript(other, { EntryNo: othersEntry, transcriptId });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe(sectionMessages.transcriptNotFound);
    // The member's transcript under another of the member's entries is not found either.
    const wrongEntry = await removeTranscript(member, { EntryNo: localEntry, transcriptId });
    expect(wrongEntry.statusCode).toBe(404);
    expect((await entryOf(member, foreignEntry)).transcripts).toHaveLength(1);
  });

  it('removes a transcript with its document and file', async () => {
    const entryNo = await createCertification(member, 'Foreign');
    const added = await addTranscript(member, { EntryNo: entryNo, description: 'Results' }, pdf());
    const { id, attachment } = added.json().data.transcript;
    const { storage_key } = (await documentRow(attachment))!;
    expect(existsSync(join(t.env.FILES_DIR, storage_key))).toBe(true);

    const removed = await removeTranscript(member, { EntryNo: entryNo, transcriptId: id });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toEqual({ message: sectionMessages.transcriptRemoved, transcriptId: id });
    expect((await entryOf(member, entryNo)).transcripts).toEqual([]);
    expect(await documentRow(attachment)).toBeUndefined();
    expect(existsSync(join(t.env.FILES_DIR, storage_key))).toBe(false);
    expect((await t.api('GET', documentUrl(attachment), { token: member })).statusCode).toBe(404);
    expect((await removeTranscript(member, { EntryNo: entryNo, transcriptId: id })).statusCode).toBe(404);
  });

  it('forgets the transcripts, their documents and files when the certification is removed', async () => {
    const entryNo = await createCertification(member, 'Foreign');
    const attachments: string[] = [];
    for (const description of ['Year 1', 'Year 2']) {
      const added = await addTranscript(member, { EntryNo: entryNo, description }, pdf());
      attachments.push(added.json().data.transcript.attachment);
    }
    const keys = await Promise.all(attachments.map(async (id) => (await documentRow(id))!.storage_key));

    expect((await certifications().remove(member, entryNo)).statusCode).toBe(200);
    for (const [index, id] of attachments.entries()) {
      expect(await documentRow(id)).toBeUndefined();
      expect(existsSync(join(t.env.FILES_DIR, keys[index]!))).toBe(false);
    }
    const left = await t.db
      .selectFrom('profile_certification_transcripts')
      .select('id')
      .where('document_id', 'in', attachments)
      .execute();
    expect(left).toEqual([]);
  });

  it('needs a signed-in user with a profile', async () => {
    expect((await addTranscript('', { EntryNo: 1, description: 'Results' }, pdf())).statusCode).toBe(401);
    const applicant = await t.login(demo.applicant);
    const noProfile = await addTranscript(applicant, { EntryNo: 1, description: 'Results' }, pdf());
    expect(noProfile.statusCode).toBe(404);
    expect((await removeTranscript(applicant, { EntryNo: 1, transcriptId: 1 })).statusCode).toBe(404);
  });
});

describe('transcript bounds', () => {
  it('keeps a Foreign entry with transcripts from becoming Local, and caps its transcripts', async () => {
    const entryNo = await createCertification(member, 'Foreign');
    const added = await addTranscript(member, { EntryNo: entryNo, description: 'Year 1 results' }, pdf());
    expect(added.statusCode, added.body).toBe(200);
    const toLocal = new FormData();
    for (const [key, value] of Object.entries({ ...certification, Category: 'Local', EntryNo: entryNo })) {
      toLocal.append(key, String(value));
    }
    const refused = await certifications().update(member, toLocal);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(sectionMessages.transcriptsBeforeLocal);
    expect((await entryOf(member, entryNo)).Category).toBe('Foreign');

    const certificationId = (
      await t.db
        .selectFrom('profile_certification_transcripts')
        .select('certification_id')
        .where('id', '=', added.json().data.transcript.id)
        .executeTakeFirstOrThrow()
    ).certification_id;
    for (let index = 1; index < MAX_TRANSCRIPTS; index += 1) {
      const more = await addTranscript(member, { EntryNo: entryNo, description: `Page ${index}` }, pdf());
      expect(more.statusCode, more.body).toBe(200);
    }
    const over = await addTranscript(member, { EntryNo: entryNo, description: 'One too many' }, pdf());
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(sectionMessages.transcriptsLimit);
    const held = await t.db
      .selectFrom('profile_certification_transcripts')
      .select('id')
      .where('certification_id', '=', certificationId)
      .execute();
    expect(held).toHaveLength(MAX_TRANSCRIPTS);
  });
});
