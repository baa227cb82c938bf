import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../contract/common';
import { type DocumentRef, documentUrl, type FileKind } from '../../../contract/uploads';
import {
  type DemoRole,
  demo,
  loginEveryDemoRole,
  startTestApp,
  type TestApp,
} from '../../test-support/harness';
import { deleteStoredFiles, forgetDocuments, recordDocuments } from './record-documents';

let t: TestApp;
const tokens = {} as Record<DemoRole, string>;

const userId = async (email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

async function* once(content: Buffer): AsyncGenerator<Uint8Array> {
  yield content;
}

/** Stores `content` and records it as a document of `ownerEmail`, as an upload route would. */
async function storeDocument(ownerEmail: string, content: Buffer, kind: FileKind, name: string) {
  const stored = await t.context.files.put(once(content), { maxBytes: 10_000_000 });
  const [document] = await recordDocuments(t.db, await userId(ownerEmail), [
    { field: 'file', ...stored, kind, name },
  ]);
  return document!;
}

const pdfContent = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.alloc(5000, 0x20),
  Buffer.from('%%EOF\n'),
]);
let memberPdf: DocumentRef;

beforeAll(async () => {
  t = await startTestApp();
  Object.assign(tokens, await loginEveryDemoRole(t));
  memberPdf = await storeDocument(demo.member, pdfContent, 'pdf', 'Kitambulisho – Wanjiku.pdf');
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/documents/:id', () => {
  it('gives the owner the file with its type, a safe download name and nosniff', async () => {
    const response = await t.api('GET', documentUrl(memberPdf.id), { token: tokens.member });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(pdfContent)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-length']).toBe(String(pdfContent.length));
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Kitambulisho _ Wanjiku.pdf"; filename*=UTF-8''Kitambulisho%20%E2%80%93%20Wanjiku.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('shows the file in the browser when asked for inline', async () => {
    const response = await t.api('GET', documentUrl(memberPdf.id, 'inline'), { token: tokens.member });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^inline; filename="Kitambulisho _ Wanjiku\.pdf"/,
    );
  });

  it('gives staff (approver, admin, super-admin) the file', async () => {
    for (const role of ['approver', 'admin', 'superAdmin'] as const) {
      const response = await t.api('GET', documentUrl(memberPdf.id), { token: tokens[role] });
      expect(response.statusCode, role).toBe(200);
      expect(response.rawPayload.equals(pdfContent), role).toBe(true);
    }
  });

  it('answers 404 to another member, exactly as for an id that does not exist', async () => {
    for (const role of ['applicant', 'firm'] as const) {
      const response = await t.api('GET', documentUrl(memberPdf.id), { token: tokens[role] });
      expect(response.statusCode, role).toBe(404);
      expect(response.json()).toEqual({ message: messages.notFound });
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', '1', 'x'.repeat(100)]) {
      const response = await t.api('GET', documentUrl(id), { token: tokens.member });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: messages.notFound });
    }
  });

  it('answers 401 to a visitor', async () => {
    const response = await t.api('GET', documentUrl(memberPdf.id));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: messages.notSignedIn });
  });

  it('serves images with their own type', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(100),
    ]);
    const picture = await storeDocument(demo.applicant, png, 'png', 'me.png');
    const response = await t.api('GET', documentUrl(picture.id), { token: tokens.applicant });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="me.png"; filename*=UTF-8''me.png`,
    );
    expect((await t.api('GET', documentUrl(picture.id), { token: tokens.member })).statusCode).toBe(404);
  });

  it('treats a row whose file is gone as a server fault, without details', async () => {
    const lost = await storeDocument(demo.member, pdfContent, 'pdf', 'lost.pdf');
    const row = await t.db
      .selectFrom('documents')
      .select('storage_key')
      .where('id', '=', lost.id)
      .executeTakeFirstOrThrow();
    await t.context.files.delete(row.storage_key);
    const response = await t.api('GET', documentUrl(lost.id), { token: tokens.member });
    expect(response.statusCode).toBe(500);
    expect(response.json().message).not.toMatch(/store|document/i);
  });
});

describe('forgetDocuments and deleteStoredFiles', () => {
  it("remove only the owner's documents, then their files", async () => {
    const mine = await storeDocument(demo.firm, pdfContent, 'pdf', 'mine.pdf');
    const keys = await forgetDocuments(t.db, await userId(demo.firm), [mine.id, memberPdf.id]);
    expect(keys).toHaveLength(1);
    expect(await t.context.files.exists(keys[0]!)).toBe(true);
    expect(await deleteStoredFiles(t.context.files, keys)).toEqual([]);
    expect(await t.context.files.exists(keys[0]!)).toBe(false);

    expect((await t.api('GET', documentUrl(mine.id), { token: tokens.firm })).statusCode).toBe(404);
    // The other member's document was not touched.
    expect((await t.api('GET', documentUrl(memberPdf.id), { token: tokens.member })).statusCode).toBe(200);
  });

  it('keep a user with documents from being deleted until the documents are', async () => {
    const owner = await userId(demo.firm);
    await storeDocument(demo.firm, pdfContent, 'pdf', 'kept.pdf');
    await expect(t.db.deleteFrom('users').where('id', '=', owner).execute()).rejects.toThrow();
  });
});
