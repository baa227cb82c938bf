import { todayIso } from '../../../../contract/profile-sections';
import type { AppContext } from '../../../context';
import { nowIso } from '../../../platform/time';
import { insertRow, listedRows, lockProfile, nextEntryNo, refusingDuplicates } from './entries';
import type { Section } from './section';

/** POST /api/profile/<section>: adds an entry to the signed-in user's profile with the next number. */
export async function createEntry(
  context: AppContext,
  section: Section,
  userId: number,
  fields: unknown,
): Promise<unknown> {
  return refusingDuplicates(() =>
    context.db.transaction().execute(async (trx) => {
      const profileRowId = await lockProfile(trx, userId);
      const scope = { db: trx, profileRowId, today: todayIso() };
      const siblings = (await listedRows(trx, section, profileRowId)).map((row) => section.entryOf(row));
      await section.check(fields, { ...scope, siblings, current: null });
      const columns = await section.columns(fields, scope);
      const now = nowIso();
      const row = await insertRow(trx, section, {
        ...columns,
        profile_id: profileRowId,
        entry_no: await nextEntryNo(trx, section, profileRowId),
        created_at: now,
        updated_at: now,
      });
      return section.entryOf(row);
    }),
  );
}
