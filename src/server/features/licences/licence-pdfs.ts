import { type LicenceApplication, licenceDeclaration } from '../../../contract/licences';
import type { Issuer } from '../../platform/pdf/issuer';
import {
  createDocument,
  drawLetterhead,
  drawTitleBlock,
  drawVerificationCode,
  formatAmount,
  formatDay,
  toBuffer,
} from '../../platform/pdf/pdf-layout';
import { drawFacts, drawHeading, drawParagraph } from '../application-documents/public';

/**
 * The licence application (spec 3 §2.5 /license/document): the details as submitted, the
 * declaration citing the Act, and lines for the signature and stamp the member adds before scanning.
 */
export async function renderLicenceApplicationPdf(
  application: LicenceApplication,
  applicant: { name: string; categoryName: string },
  issuer: Issuer,
): Promise<Buffer> {
  const { details } = application;
  const doc = createDocument(`Licence application ${application.licenseApplicationNo}`, issuer);
  drawLetterhead(doc, issuer);
  drawTitleBlock(doc, 'PRACTISING LICENCE APPLICATION', [
    ['Application No.', application.licenseApplicationNo],
    ['Date', formatDay(application.applicationDate)],
    ['Type', application.documentType],
  ]);
  drawHeading(doc, 'Applicant');
  drawFacts(doc, [
    ['Name', applicant.name],
    ['Profile ID', application.profileID],
    ['Membership category', applicant.categoryName],
    ['Licence fee', formatAmount(Math.round(application.amount * 100))],
  ]);
  drawHeading(doc, 'Practitioner');
  drawFacts(doc, [
    ['Surname', details.practitionerSurname],
    ['Other names', details.practitionerOtherNames],
    ['Address', details.practitionerAddress],
    ['Phone', details.practitionerPhone],
    ['E-mail', details.practitionerEmail],
  ]);
  drawHeading(doc, 'Practice');
  drawFacts(doc, [
    ['Practice name', details.practiceName],
    ['Practice start date', formatDay(details.startDate)],
    ['Postal address', details.postalCode],
    ['Physical location', details.physicalLocation],
    ['City', details.city],
    ['County', details.county],
    ['Country', details.countryCode],
    ['Phone', details.phoneNo],
    ['E-mail', details.email],
  ]);
  drawHeading(doc, 'Declaration');
  drawParagraph(doc, licenceDeclaration);
  drawParagraph(doc, 'Signature: ______________________________    Date: ________________', { gap: 1.5 });
  drawParagraph(doc, 'Official stamp:', { muted: true });
  return toBuffer(doc);
}

export interface GoodStandingView {
  caption: string;
  name: string;
  memberNo: string;
  categoryDescription: string;
  date: string;
}

/** The certificate of good standing, with a QR code to the public member check. */
export async function renderGoodStandingPdf(
  certificate: GoodStandingView,
  issuer: Issuer,
  verifyUrl: string,
): Promise<Buffer> {
  const doc = createDocument(`${certificate.caption} ${certificate.memberNo}`, issuer);
  drawLetterhead(doc, issuer);
  drawTitleBlock(doc, certificate.caption.toUpperCase(), [
    ['Member No.', certificate.memberNo],
    ['Date', formatDay(certificate.date)],
  ]);
  drawParagraph(doc, 'TO WHOM IT MAY CONCERN', { bold: true, gap: 1 });
  drawParagraph(
    doc,
    `This is to certify that ${certificate.name}, member number ${certificate.memberNo}, is a member of ${issuer.name} in the category of ${certificate.categoryDescription} and is in good standing with the body as at ${formatDay(certificate.date)}: the register shows the membership as Active and no invoice is overdue.`,
  );
  drawParagraph(
    doc,
    'The member standing can be confirmed at any time by scanning the code below, which opens the register as it stands on that day.',
    { muted: true, gap: 1 },
  );
  await drawVerificationCode(doc, verifyUrl);
  return toBuffer(doc);
}
