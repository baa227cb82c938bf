import { licenceMessages } from '../../../contract/licences';
import { todayIso } from '../../../contract/profile-sections/fields';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../platform/errors';
import { issuerOf } from '../../platform/pdf/issuer';
import { memberVerificationUrl, renderCertificatePdf } from '../application-documents/public';
import { goodStandingCauseOfMemberNo } from '../member-register/public';
import { getSettings } from '../settings/public';
import { memberIdentityOf } from '../subscriptions/public';
import { renderGoodStandingPdf } from './licence-pdfs';

/**
 * The caller as the member a certificate is for. `id` must be the caller's own profile ID or member
 * number; anything else is the same 404 as an unknown one.
 */
async function certificateSubjectOf(db: Db, userId: number, id: string) {
  const identity = await memberIdentityOf(db, userId);
  const memberNo = identity.memberNo;
  if (!memberNo) throw notFound(licenceMessages.certificateNotMember);
  const wanted = id.trim().toUpperCase();
  if (wanted !== identity.profileId?.toUpperCase() && wanted !== memberNo.toUpperCase())
    throw notFound(licenceMessages.certificateNotMember);
  const register = await db
    .selectFrom('member_register')
    .leftJoin('membership_categories', 'membership_categories.code', 'member_register.category')
    .select([
      'member_register.activated_at',
      'member_register.created_at',
      'membership_categories.description',
    ])
    .where('member_register.member_no', '=', memberNo)
    .executeTakeFirst();
  const category = await db
    .selectFrom('membership_categories')
    .select('description')
    .where('code', '=', identity.category)
    .executeTakeFirst();
  return {
    memberNo,
    name: identity.name,
    categoryDescription: register?.description ?? category?.description ?? identity.category,
    since: register?.activated_at ?? register?.created_at ?? todayIso(),
  };
}

/** GET license/good_standing_certificate/{id}: base64 PDF; 409 when the member is not in good standing. */
export async function goodStandingCertificateOf(
  context: AppContext,
  userId: number,
  id: string,
): Promise<string> {
  const { db } = context;
  const subject = await certificateSubjectOf(db, userId, id);
  const settings = await getSettings(db);
  if (!settings.minor_settings.certificate_of_good_standing)
    throw notFound(licenceMessages.certificateNotMember);
  const standing = await goodStandingCauseOfMemberNo(db, subject.memberNo);
  if (standing?.cause !== null)
    throw conflict(
      standing?.cause === 'cpdNotMet'
        ? licenceMessages.notInGoodStandingCpd
        : licenceMessages.notInGoodStanding,
    );
  const url = await memberVerificationUrl(db, context.env.PUBLIC_URL, subject.memberNo);
  const pdf = await renderGoodStandingPdf(
    {
      caption: settings.minor_settings.certificate_of_good_standing_caption,
      name: subject.name,
      memberNo: subject.memberNo,
      categoryDescription: subject.categoryDescription,
      date: todayIso(),
    },
    await issuerOf(db),
    url,
  );
  return pdf.toString('base64');
}

/** GET license/membership_certificate/{id}: base64 PDF of the membership certificate. */
export async function membershipCertificateOf(
  context: AppContext,
  userId: number,
  id: string,
): Promise<string> {
  const { db } = context;
  const subject = await certificateSubjectOf(db, userId, id);
  const url = await memberVerificationUrl(db, context.env.PUBLIC_URL, subject.memberNo);
  const pdf = await renderCertificatePdf(
    {
      name: subject.name,
      memberNo: subject.memberNo,
      categoryDescription: subject.categoryDescription,
      date: subject.since,
    },
    await issuerOf(db),
    url,
  );
  return pdf.toString('base64');
}
