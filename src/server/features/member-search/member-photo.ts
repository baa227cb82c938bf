import type { Readable } from 'node:stream';
import { fileKindMimeTypes } from '../../../contract/uploads';
import type { AppContext } from '../../context';
import { notFound } from '../../platform/errors';

/** The photo of a member on the public register; applicants, unknown codes and members without one get 404. */
export async function openMemberPhoto(
  context: AppContext,
  cardCode: string,
): Promise<{ stream: Readable; size: number; contentType: string }> {
  const row = await context.db
    .selectFrom('member_search as ms')
    .innerJoin('documents as d', 'd.id', 'ms.picture_document_id')
    .select(['d.id', 'd.kind', 'd.storage_key'])
    .where((eb) => eb.or([eb('ms.card_id', '=', cardCode), eb('ms.public_id', '=', cardCode)]))
    .executeTakeFirst();
  if (!row) throw notFound();
  const file = await context.files.get(row.storage_key);
  if (!file) throw new Error(`document ${row.id}: its file is missing from the store`);
  return { stream: file.stream, size: file.size, contentType: fileKindMimeTypes[row.kind] };
}
