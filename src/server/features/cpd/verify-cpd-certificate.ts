import { type CpdCertificateVerification, cpdMessages, isCpdCertificateNo } from '../../../contract/cpd';
import type { AppContext } from '../../context';
import { notFound } from '../../platform/errors';
import { issuerOf } from '../../platform/pdf/issuer';
import { consumeRateLimit } from '../../platform/rate-limit';
import { holderNameOf } from './cpd-certificate';
import { findAward } from './cpd-records';

/**
 * GET cert-verify/{certificateNo} (public; the CPD certificate's QR code opens it): what the
 * certificate says and the holder's register status today. The random certificate number is the
 * secret here, and guessing is slowed by the per-address limit. Only what the paper shows leaves
 * the server: never the e-mail, phone or ID number.
 */
export async function verifyCpdCertificate(
  context: AppContext,
  certificateNo: string,
  clientIp: string,
): Promise<CpdCertificateVerification> {
  const { db } = context;
  await consumeRateLimit(db, 'cpdCertificateChecksPerAddress', clientIp);
  const number = certificateNo.trim().toUpperCase();
  const award = isCpdCertificateNo(number) ? await findAward(db, number) : undefined;
  if (!award) throw notFound(cpdMessages.certificateNotVerified);
  const register = award.member_no
    ? await db
        .selectFrom('member_register')
        .select('status')
        .where('member_no', '=', award.member_no)
        .executeTakeFirst()
    : undefined;
  return {
    certificateNo: award.certificate_no,
    holder: await holderNameOf(db, award.user_id),
    memberNo: award.member_no,
    description: award.description,
    provider: award.provider,
    eventDate: award.event_date,
    endDate: award.end_date,
    pointAwarded: award.points,
    memberStatus: register?.status ?? null,
    issuer: (await issuerOf(db)).name,
  };
}
