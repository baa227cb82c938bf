import type { Selectable } from 'kysely';
import {
  LICENCE_DESCRIPTION,
  type LicenceApplication,
  type LicenceDetails,
  type LicenceListItem,
  licenceDetailsViewSchema,
  licenceMessages,
  licenceShownStatus,
} from '../../../contract/licences';
import { kesOf } from '../../../contract/money';
import { documentUrl } from '../../../contract/uploads';
import type { Db } from '../../db/database';
import type { LicenceApplicationsTable } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { type FeeState, feeStateOf, isPaid } from '../applications/public';

export type LicenceRow = Selectable<LicenceApplicationsTable>;

export const formatLicenceApplicationNo = (rowId: number) => `LA-${String(rowId).padStart(6, '0')}`;

/** The fee invoice of a licence application (source LICENSE, reference the application no). */
export const licenceFeeOf = (
  db: Db,
  row: Pick<LicenceRow, 'user_id' | 'application_no'>,
): Promise<FeeState> => feeStateOf(db, row.user_id, row.application_no, 'LICENSE');

export const detailsOf = (row: LicenceRow): LicenceDetails =>
  licenceDetailsViewSchema.parse(JSON.parse(row.details));

/** A row as the list shows it; the fee's state decides proFormaRef and receiptNo. */
export function listItemOf(row: LicenceRow, fee: FeeState): LicenceListItem {
  const paid = isPaid(fee);
  return {
    licenseApplicationNo: row.application_no,
    applicationDate: row.created_at,
    description: LICENCE_DESCRIPTION,
    amount: kesOf(row.amount_cents),
    documentType: row.document_type,
    status: licenceShownStatus(row.status, paid),
    profileID: row.profile_id,
    proFormaRef: fee.invoiceNo ?? '',
    receiptNo: paid ? (fee.receiptNos.at(-1) ?? '') : '',
    licenseUploaded: row.scan_document_id !== null,
    licenseDocumentUrl: row.scan_document_id ? documentUrl(row.scan_document_id) : null,
    licenceNo: row.licence_no,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
  };
}

export async function applicationOf(db: Db, row: LicenceRow): Promise<LicenceApplication> {
  return {
    ...listItemOf(row, await licenceFeeOf(db, row)),
    details: detailsOf(row),
    memberCategory: row.member_category,
    decisionComment: row.decision_comment,
  };
}

/** GET license: the caller's applications, newest first. */
export async function licencesOf(db: Db, userId: number): Promise<LicenceListItem[]> {
  const rows = await db
    .selectFrom('licence_applications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
  return Promise.all(rows.map(async (row) => listItemOf(row, await licenceFeeOf(db, row))));
}

/** Any application by number (staff); 404 when there is none. */
export async function findLicence(db: Db, applicationNo: string): Promise<LicenceRow> {
  const row = await db
    .selectFrom('licence_applications')
    .selectAll()
    .where('application_no', '=', applicationNo)
    .executeTakeFirst();
  if (!row) throw notFound(licenceMessages.notFound);
  return row;
}

/** The caller's own application; someone else's is the same 404 as one that does not exist. */
export async function findOwnLicence(db: Db, userId: number, applicationNo: string): Promise<LicenceRow> {
  const row = await findLicence(db, applicationNo);
  if (row.user_id !== userId) throw notFound(licenceMessages.notFound);
  return row;
}
