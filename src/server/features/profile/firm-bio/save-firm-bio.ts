import type { Kysely } from 'kysely';
import { issuePathToField, messages } from '../../../../contract/common';
import {
  type FirmBio,
  type FirmBioFields,
  firmBioMessages,
  firmBioSchema,
} from '../../../../contract/profile-firm-bio';
import type { AppContext } from '../../../context';
import { insertProfile } from '../../../db/insert-profile';
import type { Database, UserRow } from '../../../db/schema';
import { badRequest, forbidden, notFound } from '../../../platform/errors';
import { roleOf } from '../../../platform/policies';
import { nowIso } from '../../../platform/time';
import type { ReceivedFile } from '../../../platform/uploads';
import { deleteStoredFiles, forgetDocuments, recordDocuments } from '../../documents/public';
import { refreshMemberSearch } from '../../member-search/public';
import { assertNoProfile, creatingTheOneProfile } from '../one-profile';
import { readFirmBio } from './firm-bio-view';

/** The profile's country: a firm bio has no nationality of its own, and profiles need one. */
const FIRM_NATIONALITY = 'KE';

/** Only a signed-in, non-staff Corporate user has a firm bio. */
export function assertFirm(user: UserRow, context: AppContext): void {
  if (roleOf(user, context.policy) !== 'member') throw forbidden(firmBioMessages.staffNoProfile);
  if (user.type !== 'Corporate') throw forbidden(firmBioMessages.notCorporate);
}

/** Who may create the firm's profile: a Corporate user (see assertFirm) without a profile. */
export async function assertMayCreateFirm(
  db: Kysely<Database>,
  user: UserRow,
  context: AppContext,
): Promise<void> {
  assertFirm(user, context);
  await assertNoProfile(db, user.id);
}

/**
 * Every rule of the firm bio (spec 2 §5 "Firm bio") at once, so the form's error dialog can list
 * all that failed: the text fields and the image, required while none is stored.
 */
function checkFirmBio(
  raw: Record<string, unknown>,
  image: ReceivedFile | undefined,
  hasStoredImage: boolean,
): FirmBioFields {
  const errors: Record<string, string> = {};
  const parsed = firmBioSchema.safeParse(raw);
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[issuePathToField(issue.path)] ??= issue.message;
  if (!image && !hasStoredImage) errors.Image = messages.fieldRequired;
  const first = Object.values(errors)[0];
  if (first || !parsed.success) throw badRequest(first ?? messages.fieldRequired, errors);
  return parsed.data;
}

const firmColumnsOf = (fields: FirmBioFields) => ({
  address: fields.Address,
  address_2: fields.Address2 || null,
  phone_no: fields.PhoneNo,
  phone_no_2: fields.PhoneNo2,
  fax_no: fields.faxNo,
  vat_reg_no: fields.VATRegNo,
  house_no: fields.houseNo,
  block_no: fields.blockNo,
  lr_no: fields.lrNo,
  street_name: fields.streetName,
  city: fields.City,
});

async function readSaved(db: Kysely<Database>, user: UserRow): Promise<FirmBio> {
  const firmBio = await readFirmBio(db, user);
  if (!firmBio) throw notFound(messages.profileRequired);
  return firmBio;
}

/** POST /api/profile/firmBio: the firm's profile and its firm bio, with the image. */
export async function createFirmBio(
  context: AppContext,
  user: UserRow,
  raw: Record<string, unknown>,
  image: ReceivedFile | undefined,
): Promise<FirmBio> {
  const { db } = context;
  await assertMayCreateFirm(db, user, context);
  const fields = checkFirmBio(raw, image, false);
  await creatingTheOneProfile(db, user.id, () =>
    db.transaction().execute(async (trx) => {
      await assertMayCreateFirm(trx, user, context);
      const now = nowIso();
      const [document] = await recordDocuments(trx, user.id, image ? [image] : []);
      const inserted = await insertProfile(trx, {
        user_id: user.id,
        first_name: fields.FirstName,
        last_name: '',
        // The firm's tax PIN, so screens that show a profile's ID number show the firm's.
        id_number: user.id_number,
        nationality: FIRM_NATIONALITY,
        created_at: now,
        updated_at: now,
      });
      await trx
        .insertInto('profile_firm')
        .values({
          ...firmColumnsOf(fields),
          profile_id: inserted.id,
          image_document_id: document?.id ?? null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await refreshMemberSearch(trx, user.id);
    }),
  );
  return readSaved(db, user);
}

/**
 * POST /api/profile/firmBio/update: changes the caller's own firm bio; a new image replaces the old
 * file. A Corporate profile without firm details yet gets them here.
 */
export async function updateFirmBio(
  context: AppContext,
  user: UserRow,
  raw: Record<string, unknown>,
  image: ReceivedFile | undefined,
): Promise<FirmBio> {
  const { db } = context;
  assertFirm(user, context);
  const current = await db
    .selectFrom('profiles')
    .leftJoin('profile_firm', 'profile_firm.profile_id', 'profiles.id')
    .select(['profiles.id', 'profile_firm.image_document_id'])
    .where('profiles.user_id', '=', user.id)
    .executeTakeFirst();
  if (!current) throw notFound(messages.profileRequired);
  const fields = checkFirmBio(raw, image, Boolean(current.image_document_id));
  const replacedKeys = await db.transaction().execute(async (trx) => {
    const now = nowIso();
    // Locks the profile row, so two updates of one firm bio run one after the other.
    const locked = await trx
      .updateTable('profiles')
      .set({ first_name: fields.FirstName, updated_at: now })
      .where('user_id', '=', user.id)
      .returning('id')
      .executeTakeFirst();
    if (!locked) throw notFound(messages.profileRequired);
    const stored = await trx
      .selectFrom('profile_firm')
      .select('image_document_id')
      .where('profile_id', '=', locked.id)
      .executeTakeFirst();
    const [document] = await recordDocuments(trx, user.id, image ? [image] : []);
    const columns = { ...firmColumnsOf(fields), updated_at: now };
    if (stored) {
      await trx
        .updateTable('profile_firm')
        .set({ ...columns, ...(document ? { image_document_id: document.id } : {}) })
        .where('profile_id', '=', locked.id)
        .execute();
    } else {
      await trx
        .insertInto('profile_firm')
        .values({
          ...columns,
          profile_id: locked.id,
          image_document_id: document?.id ?? null,
          created_at: now,
        })
        .execute();
    }
    await refreshMemberSearch(trx, user.id);
    const replaced = document && stored?.image_document_id ? [stored.image_document_id] : [];
    return forgetDocuments(trx, user.id, replaced);
  });
  await deleteStoredFiles(context.files, replacedKeys);
  return readSaved(db, user);
}
