import { LICENCE_ACT, licenceMessages } from '../../../contract/licences';
import type { AppContext } from '../../context';
import { conflict } from '../../platform/errors';
import { renderCertificate } from '../../platform/pdf/certificate-layout';
import { type Issuer, issuerOf } from '../../platform/pdf/issuer';
import { formatDay } from '../../platform/pdf/pdf-layout';
import { getSettings } from '../settings/public';
import { memberIdentityOf } from '../subscriptions/public';
import { findOwnLicence } from './licence-queries';
import { licenceVerificationUrl } from './licence-verification-url';

export interface LicenceCertificateView {
  /** What the portal calls a practising licence (minor setting license_alternative_caption). */
  caption: string;
  holder: string;
  memberNo: string;
  licenceNo: string;
  validFrom: string;
  validUntil: string;
}

/** The caption says what the paper is; a bare 'License' also says it is for practice. */
const headingOf = (caption: string) =>
  /practis/i.test(caption) ? caption.toUpperCase() : `PRACTISING ${caption.toUpperCase()}`;

/**
 * The practising licence certificate (landscape, the membership certificate's layout): holder,
 * licence number, validity, and a QR code to the public check, which says whether it is valid today.
 */
export function renderLicenceCertificatePdf(
  licence: LicenceCertificateView,
  issuer: Issuer,
  verifyUrl: string,
): Promise<Buffer> {
  return renderCertificate(
    {
      documentTitle: `${licence.caption} ${licence.licenceNo}`,
      heading: headingOf(licence.caption),
      name: licence.holder,
      statement: `member No. ${licence.memberNo}, is licensed by ${issuer.name} to practise, under ${LICENCE_ACT}, as`,
      categoryDescription: 'a Practising Engineer',
      facts: `${licence.caption} No. ${licence.licenceNo}     Valid from ${formatDay(licence.validFrom)} to ${formatDay(licence.validUntil)}`,
    },
    issuer,
    verifyUrl,
  );
}

/** GET license/certificate/{applicationNo}: the caller's own issued licence as a base64 PDF; 409 before issue. */
export async function licenceCertificateOf(
  context: AppContext,
  userId: number,
  applicationNo: string,
): Promise<string> {
  const { db } = context;
  const row = await findOwnLicence(db, userId, applicationNo);
  if (row.status !== 'Issued' || !row.licence_no || !row.valid_from || !row.valid_until)
    throw conflict(licenceMessages.licenceNotIssued);
  const settings = await getSettings(db);
  const pdf = await renderLicenceCertificatePdf(
    {
      caption: settings.minor_settings.license_alternative_caption || 'License',
      holder: (await memberIdentityOf(db, userId)).name,
      memberNo: row.member_no,
      licenceNo: row.licence_no,
      validFrom: row.valid_from,
      validUntil: row.valid_until,
    },
    await issuerOf(db),
    await licenceVerificationUrl(db, context.env.PUBLIC_URL, row.licence_no),
  );
  return pdf.toString('base64');
}
