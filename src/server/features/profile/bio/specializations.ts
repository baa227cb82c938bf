import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { messages } from '../../../../contract/common';
import {
  bioMessages,
  type patchSpecializationSchema,
  type Specialization,
  type submitSpecializationsSchema,
} from '../../../../contract/profile-bio';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/schema';
import { badRequest, notFound } from '../../../platform/errors';
import { nowIso } from '../../../platform/time';
import { refreshMemberSearch } from '../../member-search/public';

interface OwnProfile {
  id: number;
  profile_id: string;
  discipline: string | null;
}

/** Locks the caller's profile row for the write (numbering and duplicate checks cannot race). */
async function lockOwnProfile(trx: Kysely<Database>, userId: number): Promise<OwnProfile> {
  const row = await trx
    .updateTable('profiles')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('user_id', '=', userId)
    .returning(['id', 'profile_id', 'discipline'])
    .executeTakeFirst();
  if (!row) throw notFound(messages.profileRequired);
  return row;
}

const normalised = (description: string) => description.trim().replace(/\s+/g, ' ').toLowerCase();

export async function listSpecializations(context: AppContext, userId: number): Promise<Specialization[]> {
  const profile = await context.db
    .selectFrom('profiles')
    .select(['id', 'profile_id'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!profile) throw notFound(messages.profileRequired);
  const rows = await context.db
    .selectFrom('profile_specializations')
    .selectAll()
    .where('profile_id', '=', profile.id)
    .orderBy('entry_no')
    .execute();
  return rows.map((row) => ({
    Code: row.code,
    Description: row.description,
    Discipline: row.discipline,
    ProfileID: profile.profile_id,
    lineNo: row.entry_no,
    EntryNo: row.entry_no,
  }));
}

/** The type `code` when it belongs to the profile's discipline; 400 otherwise. */
async function typeOfDiscipline(trx: Kysely<Database>, profile: OwnProfile, code: string, field: string) {
  if (!profile.discipline)
    throw badRequest(bioMessages.disciplineFirst, { [field]: bioMessages.disciplineFirst });
  const type = await trx
    .selectFrom('specialization_types')
    .select(['code', 'discipline'])
    .where('code', '=', code)
    .where('discipline', '=', profile.discipline)
    .executeTakeFirst();
  if (!type) {
    throw badRequest(bioMessages.specializationNotOfDiscipline, {
      [field]: bioMessages.specializationNotOfDiscipline,
    });
  }
  return type;
}

/**
 * POST /api/profile/specialization: adds the listed specializations. Only types of the member's
 * discipline not yet chosen; a description already on the profile (or twice in the list) is refused.
 */
export async function submitSpecializations(
  context: AppContext,
  userId: number,
  list: z.output<typeof submitSpecializationsSchema>,
): Promise<Specialization[]> {
  await context.db.transaction().execute(async (trx) => {
    const profile = await lockOwnProfile(trx, userId);
    const existing = await trx
      .selectFrom('profile_specializations')
      .select(['code', 'description', 'entry_no'])
      .where('profile_id', '=', profile.id)
      .execute();
    const codes = new Set(existing.map((row) => row.code));
    const descriptions = new Set(existing.map((row) => normalised(row.description)));
    let next = Math.max(0, ...existing.map((row) => row.entry_no)) + 1;
    const now = nowIso();
    for (const [index, item] of list.entries()) {
      const type = await typeOfDiscipline(trx, profile, item.Code, `${index}.Code`);
      if (codes.has(type.code) || descriptions.has(normalised(item.Description))) {
        throw badRequest(bioMessages.specializationDuplicate, {
          [`${index}.Description`]: bioMessages.specializationDuplicate,
        });
      }
      codes.add(type.code);
      descriptions.add(normalised(item.Description));
      await trx
        .insertInto('profile_specializations')
        .values({
          profile_id: profile.id,
          entry_no: next++,
          code: type.code,
          description: item.Description,
          discipline: type.discipline,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    await refreshMemberSearch(trx, userId);
  });
  return listSpecializations(context, userId);
}

/** POST /api/profile/specialization/update: changes one of the caller's specializations. */
export async function patchSpecialization(
  context: AppContext,
  userId: number,
  input: z.output<typeof patchSpecializationSchema>,
): Promise<Specialization[]> {
  await context.db.transaction().execute(async (trx) => {
    const profile = await lockOwnProfile(trx, userId);
    const entry = await trx
      .selectFrom('profile_specializations')
      .select('id')
      .where('profile_id', '=', profile.id)
      .where('entry_no', '=', input.EntryNo)
      .executeTakeFirst();
    if (!entry) throw notFound(bioMessages.specializationNotFound);
    const type = await typeOfDiscipline(trx, profile, input.Code, 'Code');
    const others = await trx
      .selectFrom('profile_specializations')
      .select(['code', 'description'])
      .where('profile_id', '=', profile.id)
      .where('id', '!=', entry.id)
      .execute();
    if (
      others.some(
        (row) => row.code === type.code || normalised(row.description) === normalised(input.Description),
      )
    ) {
      throw badRequest(bioMessages.specializationDuplicate, {
        Description: bioMessages.specializationDuplicate,
      });
    }
    await trx
      .updateTable('profile_specializations')
      .set({
        code: type.code,
        description: input.Description,
        discipline: type.discipline,
        updated_at: nowIso(),
      })
      .where('id', '=', entry.id)
      .execute();
    await refreshMemberSearch(trx, userId);
  });
  return listSpecializations(context, userId);
}

/** POST /api/profile/specialization/remove: removes one of the caller's specializations. */
export async function removeSpecialization(
  context: AppContext,
  userId: number,
  entryNo: number,
): Promise<void> {
  await context.db.transaction().execute(async (trx) => {
    const profile = await lockOwnProfile(trx, userId);
    const result = await trx
      .deleteFrom('profile_specializations')
      .where('profile_id', '=', profile.id)
      .where('entry_no', '=', entryNo)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound(bioMessages.specializationNotFound);
    await refreshMemberSearch(trx, userId);
  });
}
