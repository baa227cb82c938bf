import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../contract/common';
import { uploadLimits, uploadMessages } from '../../contract/uploads';
import {
  blob,
  documentCount,
  exe,
  filesDir,
  jpeg,
  listFiles,
  pdf,
  png,
  send,
  startUploadApp,
  stopUploadApp,
  t,
} from './uploads-test-app';

beforeAll(startUploadApp);
afterAll(stopUploadApp);

describe('receiveUpload: refusals keep nothing', () => {
  beforeEach(async () => {
    // Each refusal starts from an empty store, so "nothing kept" means an empty folder.
    for (const row of await t.db.selectFrom('documents').select('storage_key').execute()) {
      await t.context.files.delete(row.storage_key);
    }
    await t.db.deleteFrom('documents').execute();
    expect(listFiles(filesDir())).toEqual([]);
  });

  it('refuses a renamed executable sent as a PDF, with the PDF message', async () => {
    const form = new FormData();
    form.append('description', 'ID');
    form.append('idAttachment', blob(exe(50_000)), 'national-id.pdf');
    const response = await send(form);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: uploadMessages.idNotAPdf,
      errors: { idAttachment: uploadMessages.idNotAPdf },
    });
    expect(uploadMessages.idNotAPdf).toBe('Attachment must be a Pdf with both sides');
    expect(listFiles(filesDir())).toEqual([]);
    expect(await documentCount()).toBe(0);
  });

  it('refuses a PNG named .pdf where a PDF is required', async () => {
    const form = new FormData();
    form.append('description', 'Certificate');
    form.append('attachments', blob(png(20_000)), 'certificate.pdf');
    const response = await send(form);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Attachment must be a Pdf');
    expect(listFiles(filesDir())).toEqual([]);
  });

  it('refuses a PDF as the profile picture, whatever its declared type', async () => {
    const form = new FormData();
    form.append('description', 'Picture');
    form.append('picture', blob(pdf(20_000), 'image/png'), 'me.png');
    const response = await send(form);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Attachment must be an image');
    expect(listFiles(filesDir())).toEqual([]);
  });

  it('answers 413 to a 10,000,001-byte PDF and leaves no file, partial or whole, and no row', async () => {
    const form = new FormData();
    form.append('description', 'ID');
    form.append('idAttachment', blob(pdf(uploadLimits.attachment + 1)), 'id.pdf');
    const response = await send(form);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'Attachment should be less than 10MB',
      errors: { idAttachment: 'Attachment should be less than 10MB' },
    });
    expect(listFiles(filesDir())).toEqual([]);
    expect(await documentCount()).toBe(0);
  });

  it('answers 413 to a 2,000,001-byte profile picture', async () => {
    const form = new FormData();
    form.append('description', 'Picture');
    form.append('picture', blob(jpeg(uploadLimits.profilePicture + 1), 'image/jpeg'), 'me.jpg');
    const response = await send(form);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Profile Picture should be less than 2MB');
    expect(listFiles(filesDir())).toEqual([]);
    expect(await documentCount()).toBe(0);
  });

  it('deletes the files already stored when a later file is refused', async () => {
    const form = new FormData();
    form.append('description', 'Bio');
    form.append('picture', blob(png(30_000), 'image/png'), 'me.png');
    form.append('attachments', blob(pdf(30_000)), 'one.pdf');
    form.append('idAttachment', blob(exe(30_000)), 'id.pdf');
    const response = await send(form);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Attachment must be a Pdf with both sides');
    expect(listFiles(filesDir())).toEqual([]);
  });

  it('deletes the stored files when the text fields are invalid', async () => {
    const form = new FormData();
    form.append('picture', blob(png(30_000), 'image/png'), 'me.png');
    form.append('description', '');
    const response = await send(form);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Description is required',
      errors: { description: 'Description is required' },
    });
    expect(listFiles(filesDir())).toEqual([]);
  });

  it('deletes the stored files when the use case fails after the upload', async () => {
    const form = new FormData();
    form.append('description', 'refuse');
    form.append('idAttachment', blob(pdf(30_000)), 'id.pdf');
    const response = await send(form);
    expect(response.statusCode).toBe(409);
    expect(listFiles(filesDir())).toEqual([]);
    expect(await documentCount()).toBe(0);
  });

  it('refuses an empty file that has a name', async () => {
    const form = new FormData();
    form.append('description', 'ID');
    form.append('idAttachment', blob(Buffer.alloc(0)), 'id.pdf');
    const response = await send(form);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(uploadMessages.idNotAPdf);
    expect(listFiles(filesDir())).toEqual([]);
  });

  it('refuses a file field the form does not have, and more files than a field takes', async () => {
    const unknown = new FormData();
    unknown.append('description', 'x');
    unknown.append('cv', blob(pdf(1000)), 'cv.pdf');
    const first = await send(unknown);
    expect(first.statusCode).toBe(400);
    expect(first.json()).toEqual({
      message: uploadMessages.unexpectedFile,
      errors: { cv: uploadMessages.unexpectedFile },
    });

    const tooMany = new FormData();
    tooMany.append('description', 'x');
    for (const name of ['a.pdf', 'b.pdf', 'c.pdf']) tooMany.append('attachments', blob(pdf(1000)), name);
    const second = await send(tooMany);
    expect(second.statusCode).toBe(400);
    expect(second.json().errors).toEqual({ attachments: uploadMessages.unexpectedFile });
    expect(listFiles(filesDir())).toEqual([]);
  });

  it('refuses a visitor before reading the body', async () => {
    const form = new FormData();
    form.append('description', 'x');
    form.append('idAttachment', blob(pdf(1000)), 'id.pdf');
    const response = await send(form, { token: '' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(messages.notSignedIn);
    expect(listFiles(filesDir())).toEqual([]);
  });
});
