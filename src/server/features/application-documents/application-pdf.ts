import { shownStatus } from '../../../contract/applications';
import type { Issuer } from '../../platform/pdf/issuer';
import {
  createDocument,
  drawLetterhead,
  drawTitleBlock,
  formatDay,
  toBuffer,
} from '../../platform/pdf/pdf-layout';
import type { ApplicationView, ProfileSummary } from './application-queries';
import { drawFacts, drawHeading, drawParagraph, drawTable } from './pdf-blocks';

/** How a referee's answer reads on the documents (as on the Referees table: Accepted, Rejected). */
export const responseLabel = (response: 'Accept' | 'Reject' | null) =>
  response ? `${response}ed` : 'Awaiting response';

/**
 * The submitted application (spec 2 §2.9 /application/document/{code}): who applied for which
 * category and when, and a summary of the profile the reviewers read: qualifications, experience and
 * the referees with their responses.
 */
export async function renderApplicationPdf(
  application: ApplicationView,
  profile: ProfileSummary,
  issuer: Issuer,
): Promise<Buffer> {
  const doc = createDocument(`Membership application ${application.code}`, issuer);
  drawLetterhead(doc, issuer);
  drawTitleBlock(doc, 'MEMBERSHIP APPLICATION', [
    ['Application No.', application.code],
    ['Submitted', application.submittedAt ? formatDay(application.submittedAt) : '-'],
    ['Status', shownStatus(application.status)],
  ]);

  drawHeading(doc, 'Applicant');
  drawFacts(doc, [
    ['Name', application.applicant.name],
    ['ID No.', application.applicant.idNumber],
    ['E-mail', application.applicant.email],
    ['Phone', application.applicant.phone],
    ['Category applied for', application.categoryDescription],
    ['Date submitted', application.submittedAt ? formatDay(application.submittedAt) : '-'],
    ['Application code', application.code],
  ]);

  drawHeading(doc, 'Qualifications');
  drawTable(
    doc,
    [
      { label: 'Qualification', share: 0.38 },
      { label: 'Institution', share: 0.34 },
      { label: 'Year', share: 0.1 },
      { label: 'Type', share: 0.18 },
    ],
    profile.qualifications.map((row) => [row.qualification, row.institution, String(row.year), row.type]),
    'No qualifications recorded.',
  );

  drawHeading(doc, 'Work experience');
  drawTable(
    doc,
    [
      { label: 'Firm', share: 0.3 },
      { label: 'Position', share: 0.22 },
      { label: 'Sector', share: 0.2 },
      { label: 'Period', share: 0.28 },
    ],
    profile.experience.map((row) => [row.firm, row.position, row.sector, row.period]),
    'No work experience recorded.',
  );

  drawHeading(doc, 'Referees');
  drawTable(
    doc,
    [
      { label: 'Name', share: 0.4 },
      { label: 'Member No.', share: 0.2 },
      { label: 'Response', share: 0.2 },
      { label: 'Date', share: 0.2 },
    ],
    profile.referees.map((row) => [
      row.name,
      row.memberNo,
      responseLabel(row.response),
      row.respondedAt ? formatDay(row.respondedAt) : '',
    ]),
    'No referees named.',
  );

  doc.moveDown(1);
  drawParagraph(
    doc,
    `This document was produced from the records of ${issuer.name} for application ${application.code}.`,
    { muted: true, size: 8.5 },
  );
  return toBuffer(doc);
}
