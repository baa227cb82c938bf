import type { Readable } from 'node:stream';
import { fileKindMimeTypes } from '../../../contract/uploads';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { mayReadDocument } from '../../platform/policies';

export interface OpenedDocument {
  stream: Readable;
  size: number;
  contentType: string;
  /** The sanitised upload name. */
  name: string;
}

/**
 * The content of document `id` for `reader`. An unknown id and someone else's document both answer
 * 404, so ids reveal nothing. A row whose file is missing from the store is a server fault (500).
 */
export async function openDocument(
  context: AppContext,
  reader: UserRow,
  id: string,
): Promise<OpenedDocument> {
  const row = await context.db
    .selectFrom('documents')
    .select(['id', 'owner_user_id', 'kind', 'storage_key', 'original_name'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || !mayReadDocument(reader, row.owner_user_id, context.policy)) throw notFound();
  const file = await context.files.get(row.storage_key);
  if (!file) throw new Error(`document ${row.id}: its file is missing from the store`);
  return {
    stream: file.stream,
    size: file.size,
    contentType: fileKindMimeTypes[row.kind],
    name: row.original_name,
  };
}
