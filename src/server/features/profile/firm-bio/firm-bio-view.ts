import type { Kysely } from 'kysely';
import type { FirmBio } from '../../../../contract/profile-firm-bio';
import { documentUrl } from '../../../../contract/uploads';
import type { Database, UserRow } from '../../../db/schema';

/**
 * The firm bio of `user`'s own profile, or null when they have no profile. A Corporate profile
 * without firm details yet (e.g. one made by activation) reads as an empty firm bio to fill in;
 * an individual's profile has no firm bio.
 */
export async function readFirmBio(db: Kysely<Database>, user: UserRow): Promise<FirmBio | null> {
  const row = await db
    .selectFrom('profiles')
    .leftJoin('profile_firm', 'profile_firm.profile_id', 'profiles.id')
    .leftJoin('documents', 'documents.id', 'profile_firm.image_document_id')
    .select([
      'profiles.profile_id',
      'profiles.first_name',
      'profile_firm.profile_id as firm_profile_id',
      'profile_firm.address',
      'profile_firm.address_2',
      'profile_firm.phone_no',
      'profile_firm.phone_no_2',
      'profile_firm.fax_no',
      'profile_firm.vat_reg_no',
      'profile_firm.house_no',
      'profile_firm.block_no',
      'profile_firm.lr_no',
      'profile_firm.street_name',
      'profile_firm.city',
      'documents.id as image_id',
      'documents.kind as image_kind',
      'documents.original_name as image_name',
      'documents.size as image_size',
    ])
    .where('profiles.user_id', '=', user.id)
    .executeTakeFirst();
  if (!row) return null;
  if (row.firm_profile_id === null && user.type !== 'Corporate') return null;
  const pin = user.id_number ?? '';
  return {
    ProfileID: row.profile_id,
    FirstName: row.first_name,
    Address: row.address ?? '',
    Address2: row.address_2 ?? '',
    PhoneNo: row.phone_no ?? '',
    PhoneNo2: row.phone_no_2 ?? '',
    faxNo: row.fax_no ?? '',
    Email: user.email,
    PINRegNo: pin,
    IdentificationDocumentNo: pin,
    VATRegNo: row.vat_reg_no ?? '',
    houseNo: row.house_no ?? '',
    blockNo: row.block_no ?? '',
    lrNo: row.lr_no ?? '',
    streetName: row.street_name ?? '',
    City: row.city ?? '',
    Image:
      row.image_id && row.image_kind && row.image_name !== null && row.image_size !== null
        ? {
            id: row.image_id,
            kind: row.image_kind,
            name: row.image_name,
            size: row.image_size,
            url: documentUrl(row.image_id),
          }
        : null,
  };
}
