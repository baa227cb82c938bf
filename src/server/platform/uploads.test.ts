import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentUrl, uploadLimits, uploadMessages } from '../../contract/uploads';
import { demo, multipart } from '../test-support/harness';
import { safeFileName } from './uploads';
import {
  blob,
  filesDir,
  jpeg,
  listFiles,
  memberToken,
  pdf,
  png,
  send,
  startUploadApp,
  stopUploadApp,
  t,
  uploads,
} from './uploads-test-app';

beforeAll(startUploadApp);
afterAll(stopUploadApp);

describe('receiveUpload: accepted files', () => {
  it('keeps files of exactly the limit and records them as documents of the uploader', async () => {
    const form = new FormData();
    form.append('description', 'Bio');
    form.append('picture', blob(png(uploadLimits.profilePicture), 'image/png'), 'Me at work.png');
    form.append('idAttachment', blob(pdf(uploadLimits.attachment)), 'national id.pdf');
    const response = await send(form);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.fields).toEqual({ description: 'Bio' });
    expect(data.picture).toBe('Me at work.png');
    expect(data.documents).toEqual([
      { id: expect.any(String), field: 'picture', kind: 'png', name: 'Me at work.png', size: 2_000_000 },
      {
        id: expect.any(String),
        field: 'idAttachment',
        kind: 'pdf',
        name: 'national id.pdf',
        size: 10_000_000,
      },
    ]);

    const member = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demo.member)
      .executeTakeFirstOrThrow();
    const rows = await t.db
      .selectFrom('documents')
      .selectAll()
      .where('id', 'in', [data.documents[0].id, data.documents[1].id])
      .orderBy('size')
      .execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.owner_user_id).toBe(member.id);
      expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(await t.context.files.exists(row.storage_key)).toBe(true);
    }
    // Nothing is left in the partial folder; the stored files carry only their keys as names.
    expect(listFiles(filesDir()).sort()).toEqual(rows.map((row) => row.storage_key).sort());

    // The owner downloads what was uploaded, byte for byte.
    const download = await t.api('GET', documentUrl(data.documents[1].id), { token: memberToken });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf(uploadLimits.attachment))).toBe(true);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="national id\.pdf"/);
  });

  it('takes a JPEG picture, several attachments in one field, and skips an empty file input', async () => {
    const form = new FormData();
    form.append('description', 'Attachments');
    form.append('picture', new Blob([], { type: 'application/octet-stream' }), '');
    form.append('cv', new Blob([], { type: 'application/octet-stream' }), '');
    form.append('attachments', blob(pdf(1000)), 'one.pdf');
    form.append('attachments', blob(pdf(2000)), 'two.pdf');
    const response = await send(form);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.picture).toBeNull();
    expect(data.documents.map((document: { name: string }) => document.name)).toEqual(['one.pdf', 'two.pdf']);
  });

  it('takes a file part sent without a file name, and names it neutrally', async () => {
    const boundary = 'portal-test-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\nID\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="idAttachment"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      pdf(3000),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await uploads.inject({
      method: 'POST',
      url: '/api/test/profile-files',
      payload,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${memberToken}`,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.documents[0]).toMatchObject({
      kind: 'pdf',
      name: 'document.pdf',
      size: 3000,
    });
  });

  it('names a file by the kind its content shows, not by the extension it came with', async () => {
    const form = new FormData();
    form.append('description', 'Picture');
    form.append('picture', blob(jpeg(1000), 'image/png'), 'C:\\fakepath\\photo.png');
    const response = await send(form);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.documents[0]).toMatchObject({ kind: 'jpeg', name: 'photo.jpg' });
  });
});

describe('installMultipart', () => {
  it('gives a buffered form its multipart body as key/values', async () => {
    const form = new FormData();
    form.append('name', 'value');
    form.append('list', 'a');
    form.append('list', 'b');
    form.append('file', blob(pdf(1234)), 'x.pdf');
    const { payload, contentType } = await multipart(form);
    const response = await uploads.inject({
      method: 'POST',
      url: '/api/test/buffered',
      payload,
      headers: { 'content-type': contentType },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ name: 'value', list: ['a', 'b'], file: '1234 bytes' });
  });

  it("refuses a file over a buffered form's limit, and a body over its total", async () => {
    const large = new FormData();
    large.append('file', blob(pdf(10_001)), 'x.pdf');
    const tooLarge = await send(large, { url: '/api/test/buffered' });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({
      message: 'File should be less than 10KB',
      errors: { file: 'File should be less than 10KB' },
    });

    const fields = new FormData();
    for (let index = 0; index < 5; index += 1) fields.append(`note${index}`, 'x'.repeat(5_000));
    const overTotal = await send(fields, { url: '/api/test/buffered' });
    expect(overTotal.statusCode).toBe(413);
    expect(overTotal.json().message).toBe(uploadMessages.formTooLarge);
  });

  it('refuses a multipart body on a route that did not ask for one, before reading it', async () => {
    const form = new FormData();
    form.append('description', 'x');
    const response = await send(form, { url: '/api/test/unconfigured' });
    expect(response.statusCode, response.body).toBe(415);
    expect(response.json().message).toBe(uploadMessages.formNotTaken);
  });
});

describe('safeFileName', () => {
  it.each([
    ['national id.pdf', 'pdf', 'national id.pdf'],
    ['scan.PDF', 'pdf', 'scan.pdf'],
    ['photo.png', 'jpeg', 'photo.jpg'],
    ['../../etc/passwd', 'pdf', 'passwd.pdf'],
    ['C:\\Users\\me\\ID.pdf', 'pdf', 'ID.pdf'],
    ['.htaccess', 'png', 'document.png'],
    ['"quoted";\r\nX-Header: 1.pdf', 'pdf', 'quotedX-Header 1.pdf'],
    ['Kitambulisho – Wanjiku.pdf', 'pdf', 'Kitambulisho – Wanjiku.pdf'],
    ['', 'pdf', 'document.pdf'],
    [`${'a'.repeat(300)}.pdf`, 'pdf', `${'a'.repeat(100)}.pdf`],
  ] as const)('%j as %s is %j', (uploaded, kind, expected) => {
    expect(safeFileName(uploaded, kind)).toBe(expected);
  });
});
