import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { uploadRules } from '../../contract/uploads';
import { recordDocuments } from '../features/documents/record-documents';
import { demo, multipart, startTestApp, type TestApp } from '../test-support/harness';
import { conflict } from './errors';
import { closeUnreadBodies, installErrorEnvelope } from './http';
import { bufferedForm, installMultipart } from './multipart';
import { guard, requireSession } from './policies';
import { installSessionResolution } from './request-context';
import { parseUploadFields, receiveUpload, streamingUploads, withUpload } from './uploads';

/** Shared setup for the uploads tests: each test file starts its own app in its `beforeAll`. */

/** Every file under `dir`, partial files included. */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) =>
    statSync(join(dir, name)).isFile(),
  );
}

export const pdf = (size: number) => {
  const file = Buffer.alloc(size, 0x20);
  file.write('%PDF-1.7\n');
  return file;
};
export const png = (size: number) => {
  const file = Buffer.alloc(size, 0);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(file);
  return file;
};
export const jpeg = (size: number) => {
  const file = Buffer.alloc(size, 0);
  Buffer.from([0xff, 0xd8, 0xff, 0xe1]).copy(file);
  return file;
};
export const exe = (size: number) => {
  const file = Buffer.alloc(size, 0);
  file.write('MZ');
  return file;
};

/** A file part as a browser sends it: the declared type and name say whatever the client likes. */
export const blob = (content: Buffer, type = 'application/pdf') =>
  new Blob([new Uint8Array(content)], { type });

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
  closeUnreadBodies(app);
  installSessionResolution(app, t.db);
  installErrorEnvelope(app);
  const rules = {
    picture: uploadRules.profilePicture,
    idAttachment: uploadRules.idAttachment,
    attachments: { ...uploadRules.pdfAttachment, maxFiles: 2 },
  };
  app.post(
    '/api/test/profile-files',
    { config: streamingUploads, onRequest: guard('ownAccount', t.context.policy) },
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
  // A route that forgot `config: streamingUploads`: it takes no multipart body at all.
  app.post('/api/test/unconfigured', async (request) => {
    await receiveUpload(request, t.context.files, rules);
    return { data: null };
  });
  // A small buffered form: the multipart body arrives as key/values, files as Buffers.
  const limits = { maxBytes: 20_000, files: 1, fileSize: 10_000, tooLarge: 'File should be less than 10KB' };
  app.post('/api/test/buffered', { config: bufferedForm(limits) }, async (request) => {
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

export let t: TestApp;
export let uploads: FastifyInstance;
export let memberToken: string;

export async function startUploadApp() {
  t = await startTestApp();
  uploads = await buildUploadApp(t);
  memberToken = await t.login(demo.member);
}
export async function stopUploadApp() {
  await uploads?.close();
  await t?.close();
}

export async function send(form: FormData, { token = memberToken, url = '/api/test/profile-files' } = {}) {
  const { payload, contentType } = await multipart(form);
  return uploads.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

export const documentCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('documents')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

export const filesDir = () => t.env.FILES_DIR;
