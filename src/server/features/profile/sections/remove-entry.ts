import type { AppContext } from '../../../context';
import { deleteRow, entryRow, listedRows, lockProfile } from './entries';
import { deleteReplacedFiles, forgetEntryDocument } from './entry-documents';
import type { Section } from './section';

/** POST /api/profile/<section>/remove: deletes one of the signed-in user's entries, named by EntryNo. */
export async function removeEntry(
  context: AppContext,
  section: Section,
  userId: number,
  entryNo: number,
): Promise<void> {
  const forgotten = await context.db.transaction().execute(async (trx) => {
    const profileRowId = await lockProfile(trx, userId);
    const row = entryRow(await listedRows(trx, section, profileRowId), entryNo);
    const forgotten = await forgetEntryDocument(trx, section, userId, row);
    await deleteRow(trx, section, row.id);
    return forgotten;
  });
  await deleteReplacedFiles(context.files, forgotten);
}
