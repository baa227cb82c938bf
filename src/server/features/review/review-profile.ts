import type { ReviewProfile } from '../../../contract/applications';
import type { AppContext } from '../../context';
import { listEntries, profileSections, readBio, readFirmBio } from '../profile/public';
import { bioNames } from './bio-names';
import { findApplication } from './find-application';

/**
 * GET review/applications/{code}/profile: the applicant's whole profile as they see it themselves,
 * for reading only: bio or firm details and every section meant for their type of account, with the
 * names of the bio's coded values.
 */
export async function reviewProfile(context: AppContext, code: string): Promise<ReviewProfile> {
  const { db } = context;
  const application = await findApplication(db, code);
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', application.user_id)
    .executeTakeFirstOrThrow();
  const hasProfile = await db
    .selectFrom('profiles')
    .select('id')
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  const sections: ReviewProfile['sections'] = [];
  if (hasProfile) {
    for (const section of profileSections) {
      if (section.audience !== null && section.audience !== user.type) continue;
      const entries = (await listEntries(context, section, user.id)) as Record<string, unknown>[];
      sections.push({ path: section.info.path, label: section.info.label, entries });
    }
  }
  const bio = user.type === 'Corporate' ? null : await readBio(db, user);
  const firmBio = user.type === 'Corporate' ? await readFirmBio(db, user) : null;
  return {
    bio: bio as Record<string, unknown> | null,
    names: await bioNames(db, bio as Record<string, unknown> | null),
    firmBio: firmBio as Record<string, unknown> | null,
    sections,
  };
}
