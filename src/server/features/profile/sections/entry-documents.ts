import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { issuePathToField } from '../../../../contract/common';
import { uploadMessages } from '../../../../contract/uploads';
import type { Database } from '../../../db/schema';
import { badRequest } from '../../../platform/errors';
import type { FileStore } from '../../../platform/storage';
import type { ReceivedFile } from '../../../platform/uploads';
import { deleteStoredFiles, forgetDocuments, recordDocuments } from '../../documents/public';
import type { StoredRow } from './entries';
import { invalidField, type Section } from './section';

/**
 * The file of a section with a document (README "Sections with files"), inside the write's
 * transaction: records a new upload as the user's document and forgets the one it replaces.
 * `stored` is the entry's row before the write (null on create). Answers the column values to write
 * and the storage keys to delete once the transaction has committed.
 */
export async function entryDocument(
  db: Kysely<Database>,
  section: Section,
  userId: number,
  file: ReceivedFile | undefined,
  stored: StoredRow | null,
): Promise<{ values: Record<string, unknown>; replacedKeys: string[] }> {
  const document = section.document;
  if (!document) return { values: {}, replacedKeys: [] };
  const storedId = (stored?.[document.column] as string | null | undefined) ?? null;
  if (!file) {
    if (storedId === null) throw invalidField(document.field, uploadMessages.attachmentRequired);
    return { values: {}, replacedKeys: [] };
  }
  const [recorded] = await recordDocuments(db, userId, [file]);
  const replacedKeys = storedId ? await forgetDocuments(db, userId, [storedId]) : [];
  return { values: { [document.column]: recorded!.id }, replacedKeys };
}

/**
 * The documents of an entry being removed, its own and those its held records name (transcripts):
 * forgotten in the transaction before the row is deleted, since the cascade takes the held rows with
 * it; answers their storage keys.
 */
export async function forgetEntryDocument(
  db: Kysely<Database>,
  section: Section,
  userId: number,
  row: StoredRow,
): Promise<string[]> {
  const id = section.document ? (row[section.document.column] as string | null) : null;
  const held = section.held ? await section.held.documentIds(db, row) : [];
  return forgetDocuments(db, userId, [...(id ? [id] : []), ...held]);
}

/** The entries the API answers for `rows`, with what they hold in tables of their own. */
export async function answeredEntries(
  db: Kysely<Database>,
  section: Section,
  rows: StoredRow[],
): Promise<unknown[]> {
  const entries = rows.map((row) => section.entryOf(row));
  return section.held ? section.held.entries(db, rows, entries) : entries;
}

/** Deletes replaced files after the commit; a file that cannot be deleted is only left behind. */
export async function deleteReplacedFiles(files: FileStore, keys: readonly string[]): Promise<void> {
  if (keys.length > 0) await deleteStoredFiles(files, keys);
}

/**
 * Validates a section's multipart text fields; on create without a file, 'Attachment is required'
 * is answered together with the fields' own messages.
 */
export function parseSectionFields<S extends z.ZodType>(
  schema: S,
  fields: unknown,
  missingFile: string | null,
): z.output<S> {
  const result = schema.safeParse(fields);
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) errors[issuePathToField(issue.path)] ??= issue.message;
  }
  if (missingFile) errors[missingFile] ??= uploadMessages.attachmentRequired;
  const first = Object.values(errors)[0];
  if (first !== undefined || !result.success) throw badRequest(first ?? 'Invalid request', errors);
  return result.data;
}
