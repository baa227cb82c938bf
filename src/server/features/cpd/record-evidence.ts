import { CPD_EVIDENCE_FIELD, type CpdRecord, cpdRecordMessages } from '../../../contract/cpd-records';
import { uploadMessages, uploadRules } from '../../../contract/uploads';
import type { AppContext } from '../../context';
import { AppError, conflict } from '../../platform/errors';
import { nowIso } from '../../platform/time';
import type { ReceivedUpload } from '../../platform/uploads';
import { deleteStoredFiles, forgetDocuments, recordDocuments } from '../documents/public';
import { assertEditable, ownRecord, toCpdRecord } from './logged-records';

/** A scanned certificate or a photo: the documents feature's evidence rule (content-checked, 10,000,000 bytes). */
export const cpdEvidenceRules = { [CPD_EVIDENCE_FIELD]: uploadRules.evidence };

/**
 * Stores the evidence of an own record that is not verified, replacing what it had. The route checks
 * the record before reading the upload (`ownRecord`, `assertEditable`), so no file of a refused call
 * is stored; this checks again inside the change, in case staff verified it meanwhile.
 */
export async function saveEvidence(
  context: AppContext,
  userId: number,
  id: number,
  upload: ReceivedUpload<typeof CPD_EVIDENCE_FIELD>,
): Promise<CpdRecord> {
  const file = upload.file(CPD_EVIDENCE_FIELD);
  if (!file)
    throw new AppError(400, uploadMessages.attachmentRequired, {
      [CPD_EVIDENCE_FIELD]: uploadMessages.attachmentRequired,
    });
  const replacedKeys = await context.db.transaction().execute(async (trx) => {
    const row = await ownRecord(trx, userId, id);
    assertEditable(row);
    const [document] = await recordDocuments(trx, userId, [file]);
    const changed = await trx
      .updateTable('cpd_records')
      .set({ evidence_document_id: document!.id, updated_at: nowIso() })
      .where('id', '=', id)
      .where('status', '<>', 'verified')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) throw conflict(cpdRecordMessages.verifiedLocked);
    return row.evidence_document_id ? forgetDocuments(trx, userId, [row.evidence_document_id]) : [];
  });
  // A file left behind in the store is harmless: its document row is gone, so nothing serves it.
  await deleteStoredFiles(context.files, replacedKeys);
  return toCpdRecord(await ownRecord(context.db, userId, id));
}

/** Deletes an own record that is not verified, and its evidence. */
export async function removeRecord(context: AppContext, userId: number, id: number): Promise<void> {
  const keys = await context.db.transaction().execute(async (trx) => {
    const row = await ownRecord(trx, userId, id);
    assertEditable(row);
    await trx.deleteFrom('cpd_records').where('id', '=', id).where('status', '<>', 'verified').execute();
    return row.evidence_document_id ? forgetDocuments(trx, userId, [row.evidence_document_id]) : [];
  });
  await deleteStoredFiles(context.files, keys);
}
