import type { Kysely } from 'kysely';
import { issuePathToField, messages } from '../../../../contract/common';
import {
  type Bio,
  type BioFields,
  bioFieldsFromForm,
  bioMessages,
  bioSchema,
  COUNTY_COUNTRY,
  SPECIAL_ORGANISATION,
} from '../../../../contract/profile-bio';
import type { AppContext } from '../../../context';
import { insertProfile } from '../../../db/insert-profile';
import type { Database, UserRow } from '../../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/errors';
import { roleOf } from '../../../platform/policies';
import { nowIso } from '../../../platform/time';
import type { ReceivedFile } from '../../../platform/uploads';
import { deleteStoredFiles, forgetDocuments, recordDocuments } from '../../documents/public';
import { refreshMemberSearch } from '../../member-search/public';
import { getSettings } from '../../settings/public';
import { listTitles } from '../../setup/public';
import { assertNoProfile, creatingTheOneProfile } from '../one-profile';
import { readBio } from './bio-view';

export interface BioFiles {
  picture?: ReceivedFile | undefined;
  idImage?: ReceivedFile | undefined;
}

/** Who may create the individual's profile: a signed-in, non-staff Individual without one. */
export async function assertMayCreate(
  db: Kysely<Database>,
  user: UserRow,
  context: AppContext,
): Promise<void> {
  if (roleOf(user, context.policy) !== 'member') throw forbidden(bioMessages.staffNoProfile);
  if (user.type !== 'Individual') throw conflict(bioMessages.notIndividual);
  await assertNoProfile(db, user.id);
}

interface Checked {
  fields: BioFields;
  countyNo: number | null;
  city: string | null;
  titles: string[];
}

/**
 * Every rule of the bio (spec 1 §5, spec 2 §5) at once, so the form's error dialog can list all
 * that failed: the contract's field rules, the files, and the values that must come from the lists.
 */
async function checkBio(
  db: Kysely<Database>,
  user: UserRow,
  raw: Record<string, unknown>,
  files: BioFiles,
  stored: { picture: boolean; isNew: boolean },
): Promise<Checked> {
  const settings = await getSettings(db);
  const caption = settings.minor_settings.organisation_caption;
  const errors: Record<string, string> = {};
  const add = (field: string, message: string) => {
    errors[field] ??= message;
  };
  const parsed = bioSchema({ organisationCaption: caption }).safeParse(bioFieldsFromForm(raw));
  if (!parsed.success)
    for (const issue of parsed.error.issues) add(issuePathToField(issue.path), issue.message);
  if (!files.picture && !stored.picture) add('picture', bioMessages.pictureRequired);
  if (!files.idImage && stored.isNew && caption === SPECIAL_ORGANISATION)
    add('IDImage', bioMessages.idRequired);

  let countyNo: number | null = null;
  let city: string | null = null;
  let titles: string[] = [];
  if (parsed.success) {
    const fields = parsed.data;
    const country = await db
      .selectFrom('countries')
      .select('code')
      .where('code', '=', fields.Nationality)
      .executeTakeFirst();
    if (!country) add('Nationality', bioMessages.chooseFromList);
    const discipline = await db
      .selectFrom('disciplines')
      .select('code')
      .where('code', '=', fields.Discipline)
      .executeTakeFirst();
    if (!discipline) add('Discipline', bioMessages.chooseFromList);

    titles = [...new Set(fields.profileTitle.filter(Boolean))];
    if (titles.length > 0) {
      const offered = new Set((await listTitles(db, user.category ?? undefined)).map((title) => title.title));
      if (!user.category) {
        // Without a category no entitled title is offered.
        const open = await db.selectFrom('titles').select('code').where('entitled', '=', 0).execute();
        offered.clear();
        for (const row of open) offered.add(row.code);
      }
      if (titles.some((title) => !offered.has(title))) add('profileTitle', bioMessages.titleNotOffered);
    }

    if (fields.Nationality === COUNTY_COUNTRY) {
      if (fields.county) {
        const county = await db
          .selectFrom('counties')
          .select('county_no')
          .where('county_no', '=', Number(fields.county))
          .where('country_code', '=', fields.Nationality)
          .executeTakeFirst();
        if (county) countyNo = county.county_no;
        else add('county', bioMessages.countyNotInCountry);
      }
      if (fields.City) {
        const found =
          countyNo === null
            ? undefined
            : await db
                .selectFrom('cities')
                .select('city')
                .where('city', '=', fields.City)
                .where('county_no', '=', countyNo)
                .executeTakeFirst();
        if (found) city = found.city;
        else add('City', bioMessages.cityNotInCounty);
      }
    }
  }
  const first = Object.values(errors)[0];
  if (first || !parsed.success) throw badRequest(first ?? messages.fieldRequired, errors);
  return { fields: parsed.data, countyNo, city, titles };
}

const columnsOf = (checked: Checked) => {
  const { fields } = checked;
  return {
    first_name: fields.FirstName,
    second_name: fields.SecondName || null,
    last_name: fields.LastName,
    gender: fields.Gender as 'Male' | 'Female',
    date_of_birth: fields.DateOfBirth,
    id_number: fields.IdentificationDocumentNo,
    nationality: fields.Nationality,
    county_no: checked.countyNo,
    city: checked.city,
    discipline: fields.Discipline,
    disability: fields.Disability ? (1 as const) : (0 as const),
    pwd_card_no: fields.Disability ? fields.PWDCardNo : null,
    disability_description: fields.Disability ? fields.DisabilityDescription : null,
    practicing_firm: fields.memberPracticingFirm || null,
  };
};

async function replaceTitles(trx: Kysely<Database>, profileRowId: number, titles: string[]): Promise<void> {
  await trx.deleteFrom('profile_titles').where('profile_id', '=', profileRowId).execute();
  if (titles.length === 0) return;
  await trx
    .insertInto('profile_titles')
    .values(titles.map((title, index) => ({ profile_id: profileRowId, title, sequence: index + 1 })))
    .execute();
}

const documentsToRecord = (files: BioFiles) =>
  [files.picture, files.idImage].filter((file): file is ReceivedFile => file !== undefined);

/** POST /api/profile: the individual's first bio, with its picture (and ID attachment). */
export async function createBio(
  context: AppContext,
  user: UserRow,
  raw: Record<string, unknown>,
  files: BioFiles,
): Promise<Bio> {
  const { db } = context;
  await assertMayCreate(db, user, context);
  const checked = await checkBio(db, user, raw, files, { picture: false, isNew: true });
  await creatingTheOneProfile(db, user.id, () =>
    db.transaction().execute(async (trx) => {
      await assertMayCreate(trx, user, context);
      const now = nowIso();
      const documents = await recordDocuments(trx, user.id, documentsToRecord(files));
      const inserted = await insertProfile(trx, {
        ...columnsOf(checked),
        user_id: user.id,
        picture_document_id: documents.find((doc) => doc.field === 'picture')?.id ?? null,
        id_document_id: documents.find((doc) => doc.field === 'IDImage')?.id ?? null,
        created_at: now,
        updated_at: now,
      });
      await replaceTitles(trx, inserted.id, checked.titles);
      await refreshMemberSearch(trx, user.id);
    }),
  );
  const bio = await readBio(db, user);
  if (!bio) throw new Error('the created profile could not be read');
  return bio;
}

/** POST /api/profile/update: changes the caller's own bio; a new picture or ID replaces the old file. */
export async function updateBio(
  context: AppContext,
  user: UserRow,
  raw: Record<string, unknown>,
  files: BioFiles,
): Promise<Bio> {
  if (roleOf(user, context.policy) !== 'member') throw forbidden(bioMessages.staffNoProfile);
  // A firm's details are its firm bio; the personal form would give it a gender and a birth date.
  if (user.type === 'Corporate') throw forbidden(bioMessages.notIndividual);
  const { db } = context;
  const current = await db
    .selectFrom('profiles')
    .select(['id', 'picture_document_id'])
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!current) throw notFound(messages.profileRequired);
  const checked = await checkBio(db, user, raw, files, {
    picture: current.picture_document_id !== null,
    isNew: false,
  });
  const replacedKeys = await db.transaction().execute(async (trx) => {
    // Locks the row, so two updates of one profile run one after the other.
    const locked = await trx
      .updateTable('profiles')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('user_id', '=', user.id)
      .returning(['id', 'picture_document_id', 'id_document_id'])
      .executeTakeFirst();
    if (!locked) throw notFound(messages.profileRequired);
    const documents = await recordDocuments(trx, user.id, documentsToRecord(files));
    const picture = documents.find((doc) => doc.field === 'picture')?.id;
    const idImage = documents.find((doc) => doc.field === 'IDImage')?.id;
    await trx
      .updateTable('profiles')
      .set({
        ...columnsOf(checked),
        ...(picture ? { picture_document_id: picture } : {}),
        ...(idImage ? { id_document_id: idImage } : {}),
        updated_at: nowIso(),
      })
      .where('id', '=', locked.id)
      .execute();
    await replaceTitles(trx, locked.id, checked.titles);
    await refreshMemberSearch(trx, user.id);
    const replaced = [
      picture ? locked.picture_document_id : null,
      idImage ? locked.id_document_id : null,
    ].filter((id): id is string => id !== null);
    return forgetDocuments(trx, user.id, replaced);
  });
  await deleteStoredFiles(context.files, replacedKeys);
  const bio = await readBio(db, user);
  if (!bio) throw notFound(messages.profileRequired);
  return bio;
}

/** The confirmation of /profile/profileConfirm: "Correct" marks the caller's own profile confirmed. */
export async function confirmProfile(
  context: AppContext,
  user: UserRow,
  profileId: string | undefined,
): Promise<void> {
  let query = context.db
    .updateTable('profiles')
    .set({ confirmed: 1, updated_at: nowIso() })
    .where('user_id', '=', user.id);
  if (profileId) query = query.where('profile_id', '=', profileId);
  const result = await query.executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound(messages.profileRequired);
}
