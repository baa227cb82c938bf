import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from '../../contract/common';
import { documentUrl, uploadLimits, uploadMessages, uploadRules } from '../../contract/uploads';
import { recordDocuments } from '../features/documents/record-documents';
import { demo, multipart, startTestApp, type TestApp } from '../test-support/harness';
import { conflict } from './errors';
import { installErrorEnvelope } from './http';
import { guard, requireSession } from './policies';
import { installSessionResolution } from './request-context';
import {
  installMultipart,
  parseUploadFields,
  receiveUpload,
  safeFileName,
  streamingUploads,
  withUpload,
} from './uploads';

/** Every file under `dir`, partial files included. */
function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) =>
    statSync(join(dir, name)).isFile(),
  );
}

const pdf = (size: number) => {
  const file = Buffer.alloc(size, 0x20);
  file.write('%PDF-1.7\n');
  return file;
};
const png = (size: number) => {
  const file = Buffer.alloc(size, 0);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(file);
  return file;
};
const jpeg = (size: number) => {
  const file = Buffer.alloc(size, 0);
  Buffer.from([0xff, 0xd8, 0xff, 0xe1]).copy(file);
  return file;
};
const exe = (size: number) => {
  const file = Buffer.alloc(size, 0);
  file.write('MZ');
  return file;
};

/** A file part as a browser sends it: the declared type and name say whatever the client likes. */
const blob = (content: Buffer, type = 'application/pdf') => new Blob([new Uint8Array(content)], { type });

const textFields = z.object({ description: z.string().min(1, 'Description is required') });

/**
 * A test-only app with the upload helpers on a route, as a profile section would use them: a
 * picture, an ID attachment and up to two PDF attachments, plus a text field; the stored files
 * become documents of the signed-in user. (The product has no generic upload route.)
 */
async function buildUploadApp(t: TestApp): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(cookie);
  await installMultipart(app);
  installSessionResolution(app, t.db);
  installErrorEnvelope(app);
  const rules = {
    picture: uploadRules.profilePicture,
    idAttachment: uploadRules.idAttachment,
    attachments: { ...uploadRules.pdfAttachment, maxFiles: 2 },
  };
  app.post(
    '/api/test/profile-files',
    { config: streamingUploads, onRequest: guard('member', t.context.policy) },
    async (request) => {
      const session = requireSession(request.session);
      return withUpload(request, t.context.files, rules, async (upload) => {
        const fields = parseUploadFields(textFields, upload.fields);
        if (fields.description === 'refuse') throw conflict('Refused after the files were stored');
        const documents = await t.db
          .transaction()
          .execute((trx) => recordDocuments(trx, session.user.id, upload.files));
        return {
          data: { fields: upload.fields, picture: upload.file('picture')?.name ?? null, documents },
        };
      });
    },
  );
  // A route that forgot `config: streamingUploads`.
  app.post('/api/test/unconfigured', async (request) => {
    await receiveUpload(request, t.context.files, rules);
    return { data: null };
  });
  // A route that does not stream: the multipart body arrives as key/values, files as Buffers.
  app.post('/api/test/buffered', async (request) => {
    const body = request.body as Record<string, unknown>;
    return {
      data: Object.fromEntries(
        Object.entries(body).map(([key, value]) => [
          key,
          Buffer.isBuffer(value) ? `${value.length} bytes` : value,
        ]),
      ),
    };
  });
  await app.ready();
  return app;
}

let t: TestApp;
let uploads: FastifyInstance;
let memberToken: string;

beforeAll(async () => {
  t = await startTestApp();
  uploads = await buildUploadApp(t);
  memberToken = await t.login(demo.member);
});
afterAll(async () => {
  await uploads?.close();
  await t?.close();
});

async function send(form: FormData, { token = memberToken, url = '/api/test/profile-files' } = {}) {
  const { payload, contentType } = await multipart(form);
  return uploads.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

const documentCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('documents')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const filesDir = () => t.env.FILES_DIR;

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
    expect(response.headers.connection).toBe('close');
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
  it('still gives routes that do not stream their multipart body as key/values', async () => {
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

  it('refuses to stream on a route that did not ask for it (a programming error)', async () => {
    const form = new FormData();
    form.append('description', 'x');
    const response = await send(form, { url: '/api/test/unconfigured' });
    expect(response.statusCode).toBe(500);
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
