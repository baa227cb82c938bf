import { sectionMessages, todayIso } from '../../../../contract/profile-sections';
import type { AppContext } from '../../../context';
import { nowIso } from '../../../platform/time';
import type { ReceivedFile } from '../../../platform/uploads';
import { insertRow, listedRows, lockProfile, nextEntryNo, refusingDuplicates } from './entries';
import { deleteReplacedFiles, entryDocument } from './entry-documents';
import type { Section } from './section';

/** What a create or update answers: the message for the user and the entry as saved. */
export interface SavedEntry {
  message: string;
  entry: unknown;
}

/** POST /api/profile/<section>: adds an entry to the signed-in user's profile with the next number. */
export async function createEntry(
  context: AppContext,
  section: Section,
  userId: number,
  fields: unknown,
  file?: ReceivedFile,
): Promise<SavedEntry> {
  let replacedKeys: string[] = [];
  const saved = await refusingDuplicates(() =>
    context.db.transaction().execute(async (trx) => {
      const profileRowId = await lockProfile(trx, userId);
      const scope = { db: trx, profileRowId, today: todayIso() };
      const siblings = (await listedRows(trx, section, profileRowId)).map((row) => section.entryOf(row));
      await section.check(fields, { ...scope, siblings, current: null });
      const columns = await section.columns(fields, scope);
      const document = await entryDocument(trx, section, userId, file, null);
      replacedKeys = document.replacedKeys;
      const now = nowIso();
      const row = await insertRow(trx, section, {
        ...columns,
        ...document.values,
        profile_id: profileRowId,
        entry_no: await nextEntryNo(trx, section, profileRowId),
        created_at: now,
        updated_at: now,
      });
      const message = await section.created(row, { ...context, db: trx });
      return { message: message ?? sectionMessages.added(section.info.label), entry: section.entryOf(row) };
    }),
  );
  await deleteReplacedFiles(context.files, replacedKeys);
  return saved;
}
