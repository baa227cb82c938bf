import { type LicenceVerification, licenceMessages, licenceValidityOn } from '../../../contract/licences';
import { todayIso } from '../../../contract/profile-sections/fields';
import type { AppContext } from '../../context';
import { notFound } from '../../platform/errors';
import { issuerOf } from '../../platform/pdf/issuer';
import { consumeRateLimit } from '../../platform/rate-limit';
import { memberIdentityOf } from '../subscriptions/public';
import { isLicenceCheckCode } from './licence-verification-url';

/**
 * GET licence-verify/{licenceNo}?code= (public; the licence certificate's QR code opens it): the
 * licence as the certificate shows it (number, holder, member number, validity) and whether its
 * dates make it valid today. Never the e-mail, phone, ID number or the practice's details.
 */
export async function verifyLicence(
  context: AppContext,
  licenceNo: string,
  code: string,
  clientIp: string,
): Promise<LicenceVerification> {
  const { db } = context;
  await consumeRateLimit(db, 'licenceChecksPerAddress', clientIp);
  const number = licenceNo.trim().toUpperCase();
  // Without the printed check code nothing is confirmed, whether the number exists or not.
  if (!(await isLicenceCheckCode(db, number, code))) throw notFound(licenceMessages.licenceNotVerified);
  const row = await db
    .selectFrom('licence_applications')
    .select(['licence_no', 'user_id', 'member_no', 'valid_from', 'valid_until'])
    .where('licence_no', '=', number)
    .where('status', '=', 'Issued')
    .executeTakeFirst();
  if (!row?.licence_no || !row.valid_from || !row.valid_until)
    throw notFound(licenceMessages.licenceNotVerified);
  return {
    licenceNo: row.licence_no,
    holder: (await memberIdentityOf(db, row.user_id)).name,
    memberNo: row.member_no,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    status: licenceValidityOn(row.valid_from, row.valid_until, todayIso()),
    issuer: (await issuerOf(db)).name,
  };
}
