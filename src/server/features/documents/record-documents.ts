import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DocumentRef } from '../../../contract/uploads';
import type { Database } from '../../db/schema';
import type { FileStore } from '../../platform/storage';
import { nowIso } from '../../platform/time';
import type { ReceivedFile } from '../../platform/uploads';

/**
 * Records stored upload files as documents of `ownerUserId`, with opaque random ids. Pass the
 * transaction that also links them to their record (profile picture, attachment, ...); if it fails,
 * `withUpload` deletes the files. Returns each document with the form field it came in.
 */
export async function recordDocuments(
  db: Kysely<Database>,
  ownerUserId: number,
  files: readonly ReceivedFile[],
): Promise<(DocumentRef & { field: string })[]> {
  if (files.length === 0) return [];
  const createdAt = nowIso();
  const rows = files.map((file) => ({
    id: randomUUID(),
    owner_user_id: ownerUserId,
    kind: file.kind,
    storage_key: file.key,
    size: file.size,
    sha256: file.sha256,
    original_name: file.name,
    created_at: createdAt,
  }));
  await db.insertInto('documents').values(rows).execute();
  return rows.map((row, index) => ({
    id: row.id,
    kind: row.kind,
    name: row.original_name,
    size: row.size,
    field: files[index]!.field,
  }));
}

/**
 * Removes documents of `ownerUserId` (others' ids are ignored) and returns their storage keys. Call it
 * inside the transaction that unlinks them, and delete the files with deleteStoredFiles only after
 * that transaction has committed.
 */
export async function forgetDocuments(
  db: Kysely<Database>,
  ownerUserId: number,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .deleteFrom('documents')
    .where('owner_user_id', '=', ownerUserId)
    .where('id', 'in', [...ids])
    .returning('storage_key')
    .execute();
  return rows.map((row) => row.storage_key);
}

/** Deletes files from the store; answers the keys that could not be deleted (to log), never throws. */
export async function deleteStoredFiles(store: FileStore, keys: readonly string[]): Promise<string[]> {
  const results = await Promise.allSettled(keys.map((key) => store.delete(key)));
  return keys.filter((_key, index) => results[index]!.status === 'rejected');
}
