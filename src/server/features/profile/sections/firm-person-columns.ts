import type { Kysely } from 'kysely';
import { type FirmPersonType, sectionMessages } from '../../../../contract/profile-sections';
import type { Database, ProfileFirmPersonColumns } from '../../../db/schema';
import { invalidField } from './section';

/** The validated fields shareholders and directors share. */
interface FirmPersonFields {
  name: string;
  identificationDocumentNo: string;
  discipline: string;
  type: FirmPersonType;
  regNo: string;
}

type FirmPersonColumns = Pick<
  ProfileFirmPersonColumns,
  'name' | 'identification_document_no' | 'discipline' | 'type' | 'reg_no'
>;

/**
 * The columns of a shareholder or director (spec 2 §3, §5). A discipline, when given, is one of the
 * disciplines list. A Member's registration number must be in the member register (decisions.md:
 * 'Professional Registration Number not found'); a Non Member's is dropped.
 */
export async function firmPersonColumns(
  fields: FirmPersonFields,
  db: Kysely<Database>,
): Promise<FirmPersonColumns> {
  if (fields.discipline !== '') {
    const discipline = await db
      .selectFrom('disciplines')
      .select('code')
      .where('code', '=', fields.discipline)
      .executeTakeFirst();
    if (!discipline) throw invalidField('discipline', sectionMessages.chooseFromList);
  }
  let regNo = '';
  if (fields.type === 'Member') {
    const member = await db
      .selectFrom('member_register')
      .select('member_no')
      .where('member_no', '=', fields.regNo)
      .executeTakeFirst();
    if (!member) throw invalidField('regNo', sectionMessages.regNoNotFound);
    regNo = member.member_no;
  }
  return {
    name: fields.name,
    identification_document_no: fields.identificationDocumentNo,
    discipline: fields.discipline,
    type: fields.type,
    reg_no: regNo,
  };
}

/** The fields of a stored shareholder or director, as the API answers them. */
export const firmPersonOf = (row: FirmPersonColumns & { entry_no: number }) => ({
  EntryNo: row.entry_no,
  name: row.name,
  identificationDocumentNo: row.identification_document_no,
  discipline: row.discipline,
  type: row.type,
  regNo: row.reg_no,
});
