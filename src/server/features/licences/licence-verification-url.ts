import { licenceRoutes } from '../../../contract/licences';
import type { Db } from '../../db/database';
import { sameSecret } from '../../platform/tokens';
import { checkCodeOf } from '../billing-documents/public';

/**
 * The check code printed in a licence certificate's QR link: an HMAC of the licence number. Licence
 * numbers run in a series, so without the code anyone could walk it and list who holds a licence.
 */
export const licenceCheckCode = (db: Db, licenceNo: string): Promise<string> =>
  checkCodeOf(db, `licence:${licenceNo.trim().toUpperCase()}`);

/** Whether `given` is the licence number's check code (compared in constant time). */
export async function isLicenceCheckCode(db: Db, licenceNo: string, given: string): Promise<boolean> {
  return sameSecret(given, await licenceCheckCode(db, licenceNo));
}

/** The public page the certificate's QR code opens: `${PUBLIC_URL}/licence-verify/{licenceNo}?code=`. */
export async function licenceVerificationUrl(db: Db, publicUrl: string, licenceNo: string): Promise<string> {
  const code = await licenceCheckCode(db, licenceNo);
  return `${publicUrl.replace(/\/+$/, '')}${licenceRoutes.verify(licenceNo)}?code=${code}`;
}
