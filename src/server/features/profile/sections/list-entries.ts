import type { AppContext } from '../../../context';
import { listedRows, profileRowIdOf } from './entries';
import { answeredEntries } from './entry-documents';
import type { Section } from './section';

/** GET /api/profile/<section>: the signed-in user's listed entries, in entry order. */
export async function listEntries(context: AppContext, section: Section, userId: number): Promise<unknown[]> {
  const profileRowId = await profileRowIdOf(context.db, userId);
  const rows = await listedRows(context.db, section, profileRowId);
  return answeredEntries(context.db, section, rows);
}
