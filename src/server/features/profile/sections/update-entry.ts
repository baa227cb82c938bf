import { sectionMessages, todayIso } from '../../../../contract/profile-sections';
import type { AppContext } from '../../../context';
import { nowIso } from '../../../platform/time';
import type { ReceivedFile } from '../../../platform/uploads';
import type { SavedEntry } from './create-entry';
import { entryRow, listedRows, lockProfile, refusingDuplicates, updateRow } from './entries';
import { answeredEntries, deleteReplacedFiles, entryDocument } from './entry-documents';
import type { Section } from './section';

/**
 * POST /api/profile/<section>/update: replaces the fields of one of the signed-in user's entries,
 * named by EntryNo. An entry number of another profile answers 404 like one that does not exist.
 */
export async function updateEntry(
  context: AppContext,
  section: Section,
  userId: number,
  body: { EntryNo: number },
  file?: ReceivedFile,
): Promise<SavedEntry> {
  const { EntryNo, ...fields } = body;
  let replacedKeys: string[] = [];
  const saved = await refusingDuplicates(() =>
    context.db.transaction().execute(async (trx) => {
      const profileRowId = await lockProfile(trx, userId);
      const scope = { db: trx, profileRowId, today: todayIso() };
      const rows = await listedRows(trx, section, profileRowId);
      const current = entryRow(rows, EntryNo);
      const siblings = rows.filter((row) => row !== current).map((row) => section.entryOf(row));
      await section.check(fields, { ...scope, siblings, current: section.entryOf(current) });
      const columns = await section.columns(fields, scope);
      const document = await entryDocument(trx, section, userId, file, current);
      replacedKeys = document.replacedKeys;
      const row = await updateRow(trx, section, current.id, {
        ...columns,
        ...document.values,
        updated_at: nowIso(),
      });
      const message = await section.updated(row, current, { ...context, db: trx });
      return {
        message: message ?? sectionMessages.updated(section.info.label),
        entry: (await answeredEntries(trx, section, [row]))[0],
      };
    }),
  );
  await deleteReplacedFiles(context.files, replacedKeys);
  return saved;
}
