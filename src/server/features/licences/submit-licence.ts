import {
  type LicenceListItem,
  licenceMessages,
  openLicenceStatuses,
  type SubmitLicenceRequest,
} from '../../../contract/licences';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { auditActor, recordAudit } from '../../platform/audit';
import { badRequest, conflict, forbidden } from '../../platform/errors';
import type { ActiveSession } from '../../platform/sessions';
import { nowIso } from '../../platform/time';
import { checklistFor } from '../checklist/public';
import { memberIdentityOf } from '../subscriptions/public';
import { checkLicenceLocation } from './licence-location';
import { formatLicenceApplicationNo, licenceFeeOf, listItemOf } from './licence-queries';

/** The category's LICENSE charge, including VAT, in cents (spec 3 §7); 0 when it has none. */
export async function licenceChargeOf(db: Db, category: string): Promise<number> {
  const charge = await db
    .selectFrom('category_charges')
    .select('amount_cents')
    .where('category_code', '=', category)
    .where('charge_item', '=', 'LICENSE')
    .executeTakeFirst();
  return charge?.amount_cents ?? 0;
}

/** The caller as a licence applicant: only a profile holding a member number may apply. */
export async function licenceApplicantOf(db: Db, userId: number) {
  const profile = await db
    .selectFrom('profiles')
    .select(['profile_id', 'member_no'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!profile?.member_no) throw forbidden(licenceMessages.notAMember);
  const identity = await memberIdentityOf(db, userId);
  return { profileId: profile.profile_id, memberNo: profile.member_no, category: identity.category };
}

/**
 * POST license: saves the details and the ticked declaration as a new application at the category's
 * LICENSE charge. Members only; country, county and city from the lookups (400 by field); the
 * checklist of their category must pass; one open application at a time (409). The fee is invoiced
 * once the signed scan is uploaded.
 */
export async function submitLicence(
  context: AppContext,
  session: ActiveSession,
  request: SubmitLicenceRequest,
): Promise<LicenceListItem> {
  const { db } = context;
  const { user } = session;
  const applicant = await licenceApplicantOf(db, user.id);
  await checkLicenceLocation(db, request);
  const checklist = await checklistFor(db, user.id, applicant.category);
  if (checklist.some((item) => !item.pass)) throw badRequest(licenceMessages.checklistIncomplete);
  const { declaration: _ticked, ...details } = request;
  const row = await db.transaction().execute(async (trx) => {
    const open = await trx
      .selectFrom('licence_applications')
      .select('id')
      .where('user_id', '=', user.id)
      .where('status', 'in', [...openLicenceStatuses])
      .executeTakeFirst();
    if (open) throw conflict(licenceMessages.openApplicationExists);
    const issuedBefore = await trx
      .selectFrom('licence_applications')
      .select('id')
      .where('user_id', '=', user.id)
      .where('status', '=', 'Issued')
      .executeTakeFirst();
    const now = nowIso();
    const { id } = await trx
      .insertInto('licence_applications')
      .values({
        application_no: `pending-${user.id}-${now}`,
        user_id: user.id,
        profile_id: applicant.profileId,
        member_no: applicant.memberNo,
        member_category: applicant.category,
        document_type: issuedBefore ? 'Renewal' : 'New',
        amount_cents: await licenceChargeOf(trx, applicant.category),
        status: 'Submitted',
        details: JSON.stringify(details),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const inserted = await trx
      .updateTable('licence_applications')
      .set({ application_no: formatLicenceApplicationNo(id) })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor: auditActor(session),
      action: 'licence.submit',
      subjectType: 'licence',
      subjectId: inserted.application_no,
    });
    return inserted;
  });
  return listItemOf(row, await licenceFeeOf(db, row));
}
