import { z } from 'zod';
import { type LicenceListItem, licenceMessages } from '../../../contract/licences';
import { vatIncludedIn } from '../../../contract/money';
import { todayIso } from '../../../contract/profile-sections/fields';
import type { AppContext } from '../../context';
import { auditActor } from '../../platform/audit';
import { AppError, conflict } from '../../platform/errors';
import { sessionActorOf } from '../../platform/review-workflow/actors';
import { applyTransition } from '../../platform/review-workflow/apply-transition';
import type { ActiveSession } from '../../platform/sessions';
import { addDays, nowIso } from '../../platform/time';
import { parseUploadFields, type ReceivedUpload } from '../../platform/uploads';
import { raiseInvoice } from '../billing/public';
import { recordDocuments } from '../documents/public';
import { findLicence, findOwnLicence, licenceFeeOf, listItemOf } from './licence-queries';

/** The multipart file field of POST license/update (spec 3 §7). */
export const SCAN_FIELD = 'licenseBase64';
const FEE_DUE_DAYS = 30;

const fieldsSchema = z.object({ licenseApplicationNo: z.string().trim().min(1).max(40) });

/**
 * POST license/update: the signed, stamped scan of the caller's submitted application (already
 * checked by content and size while it streamed), stored as a document; the proforma invoice at the
 * application's amount is raised in the same transaction. Once a scan is in, another is refused (409).
 */
export async function uploadLicenceScan(
  context: AppContext,
  session: ActiveSession,
  upload: ReceivedUpload<typeof SCAN_FIELD>,
): Promise<LicenceListItem> {
  const { db } = context;
  const { user } = session;
  const { licenseApplicationNo } = parseUploadFields(fieldsSchema, upload.fields);
  const row = await findOwnLicence(db, user.id, licenseApplicationNo);
  const file = upload.file(SCAN_FIELD);
  if (!file) {
    throw new AppError(400, licenceMessages.scanRequired, { [SCAN_FIELD]: licenceMessages.scanRequired });
  }
  if (row.status !== 'Submitted' || row.scan_document_id) throw conflict(licenceMessages.scanAlreadyUploaded);
  const actor = await sessionActorOf(context, session);
  const updated = await db.transaction().execute(async (trx) => {
    const [document] = await recordDocuments(trx, user.id, [file]);
    const now = nowIso();
    // Another upload of the same application that won the race refuses this one; its file is discarded.
    await applyTransition(trx, {
      kind: 'licence',
      record: { id: row.id, code: row.application_no, status: row.status },
      action: 'upload',
      by: 'applicant',
      actor,
      set: { scan_document_id: document!.id, uploaded_at: now },
      at: now,
      refused: () => conflict(licenceMessages.scanAlreadyUploaded),
      audit: { actor: auditActor(session), details: { document: document!.id, size: file.size } },
    });
    const today = todayIso();
    await raiseInvoice(trx, {
      userId: user.id,
      source: 'LICENSE',
      sourceRef: row.application_no,
      description: `Practising licence fee: ${row.application_no}`,
      lines: [
        {
          description: `Licence application ${row.application_no} (${row.member_category})`,
          quantity: 1,
          unitCents: row.amount_cents,
          vatCents: vatIncludedIn(row.amount_cents),
        },
      ],
      documentDate: today,
      dueDate: addDays(today, FEE_DUE_DAYS),
    });
    return findLicence(trx, row.application_no);
  });
  return listItemOf(updated, await licenceFeeOf(db, updated));
}
