import { cpdMessages, isCpdCertificateNo } from '../../../contract/cpd';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { notFound } from '../../platform/errors';
import { renderCertificate } from '../../platform/pdf/certificate-layout';
import { issuerOf } from '../../platform/pdf/issuer';
import { formatDay } from '../../platform/pdf/pdf-layout';
import { roleOf } from '../../platform/policies';
import type { ActiveSession } from '../../platform/sessions';
import { memberIdentityOf } from '../subscriptions/public';
import { findAward } from './cpd-records';

/** The public page a CPD certificate's QR code opens: `${PUBLIC_URL}/cert-verify/{certificateNo}`. */
export const cpdCertificateUrl = (publicUrl: string, certificateNo: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/cert-verify/${encodeURIComponent(certificateNo)}`;

/** The holder's name as their papers print it. */
export const holderNameOf = async (db: Db, userId: number): Promise<string> =>
  (await memberIdentityOf(db, userId)).name;

const dates = (start: string, end: string) =>
  start === end ? formatDay(start) : `${formatDay(start)} to ${formatDay(end)}`;

/**
 * GET cpd_awards/certificate/{certificateNo}: the landscape CPD certificate (base64 PDF) for the
 * award's holder or an admin; to anyone else the same 404 as an unknown number.
 */
export async function cpdCertificatePdfOf(
  context: AppContext,
  session: ActiveSession,
  certificateNo: string,
): Promise<string> {
  const { db } = context;
  const number = certificateNo.trim().toUpperCase();
  const award = isCpdCertificateNo(number) ? await findAward(db, number) : undefined;
  const role = roleOf(session.user, context.policy);
  const allowed = award && (award.user_id === session.user.id || role === 'admin' || role === 'super-admin');
  if (!award || !allowed) throw notFound(cpdMessages.certificateNotFound);
  const issuer = await issuerOf(db);
  const pdf = await renderCertificate(
    {
      documentTitle: `CPD certificate ${award.certificate_no}`,
      heading: 'CERTIFICATE OF CPD ATTENDANCE',
      name: await holderNameOf(db, award.user_id),
      statement: `${award.member_no ? `Member No. ${award.member_no}, ` : ''}attended the continuing professional development activity`,
      categoryDescription: award.description,
      facts: [
        `${dates(award.event_date, award.end_date)}${award.location ? `, ${award.location}` : ''}`,
        `Provided by ${award.provider}`,
        `CPD points awarded: ${award.points}     Certificate No. ${award.certificate_no}`,
      ].join('\n'),
    },
    issuer,
    cpdCertificateUrl(context.env.PUBLIC_URL, award.certificate_no),
  );
  return pdf.toString('base64');
}
