import type { Issuer } from '../../platform/pdf/issuer';
import {
  createDocument,
  drawLetterhead,
  formatDay,
  MUTED_COLOUR,
  PAGE_MARGIN,
  toBuffer,
} from '../../platform/pdf/pdf-layout';
import type { ApplicationView } from './application-queries';
import { drawParagraph, keepSpace } from './pdf-blocks';

export interface LetterParts {
  title: string;
  subject: string;
  paragraphs: string[];
  /** Drawn after the paragraphs, before the closing. */
  extra?: (doc: PDFKit.PDFDocument) => void;
}

/** Who a letter is addressed to, and what it is about (an application or an upgrade). */
export type LetterAddressee = Pick<ApplicationView, 'code' | 'decidedAt' | 'submittedAt' | 'applicant'>;

/** A dated letter on the letterhead to the applicant about their application. */
export async function renderLetter(application: LetterAddressee, issuer: Issuer, parts: LetterParts) {
  const doc = createDocument(`${parts.title} ${application.code}`, issuer);
  drawLetterhead(doc, issuer);
  const date = formatDay(application.decidedAt ?? application.submittedAt ?? '');
  doc.font('Helvetica').fontSize(10).fillColor('black');
  doc.text(date, PAGE_MARGIN, doc.y, { align: 'right' });
  doc.text(`Ref: ${application.code}`, PAGE_MARGIN);
  doc.moveDown(1);
  doc.font('Helvetica-Bold').text(application.applicant.name);
  doc.font('Helvetica').fillColor(MUTED_COLOUR).text(application.applicant.email);
  doc.moveDown(1.2);
  drawParagraph(doc, `Dear ${application.applicant.name},`);
  drawParagraph(doc, parts.subject.toUpperCase(), { bold: true });
  for (const paragraph of parts.paragraphs) drawParagraph(doc, paragraph);
  parts.extra?.(doc);
  keepSpace(doc, 90);
  doc.moveDown(0.8);
  drawParagraph(doc, 'Yours sincerely,', { gap: 2.5 });
  drawParagraph(doc, 'The Registrar', { bold: true, gap: 0.1 });
  drawParagraph(doc, `For ${issuer.name}`, { muted: true });
  return toBuffer(doc);
}

/** The acceptance letter (Released): the welcome, the category and the member number assigned. */
export function renderAcceptanceLetterPdf(application: ApplicationView, issuer: Issuer): Promise<Buffer> {
  const memberNo = application.assignedMemberNo;
  return renderLetter(application, issuer, {
    title: 'Acceptance letter',
    subject: `Membership application ${application.code}: acceptance`,
    paragraphs: [
      `We are pleased to inform you that your application for membership of ${issuer.name} in the category ${application.categoryDescription} has been approved.`,
      memberNo
        ? `You have been admitted as a member with the member number ${memberNo}. Please quote it in all correspondence with us.`
        : 'You have been admitted as a member; your member number will be confirmed to you separately.',
      `Welcome to ${issuer.name}. Your membership certificate is available in the member portal, where you can also keep your profile up to date, follow your subscriptions and take part in the activities of the body.`,
    ],
  });
}

/**
 * The rejection letter (Rejected): the decision and the reviewers' comments the applicant may read.
 * The caller passes only comments visible to the applicant; hidden ones never reach this file.
 */
export function renderRejectionLetterPdf(
  application: ApplicationView,
  issuer: Issuer,
  visibleComments: { author: string; comment: string; at: string }[],
): Promise<Buffer> {
  return renderLetter(application, issuer, {
    title: 'Rejection letter',
    subject: `Membership application ${application.code}: decision`,
    paragraphs: [
      `Thank you for your application for membership of ${issuer.name} in the category ${application.categoryDescription}.`,
      'After careful review, we regret to inform you that your application has not been successful.',
    ],
    extra: (doc) => {
      if (visibleComments.length > 0) {
        drawParagraph(doc, "Reviewers' comments:", { bold: true, gap: 0.3 });
        for (const comment of visibleComments) {
          drawParagraph(doc, comment.comment, { gap: 0.1 });
          drawParagraph(doc, `${comment.author}, ${formatDay(comment.at)}`, {
            muted: true,
            size: 8.5,
          });
        }
      }
      drawParagraph(
        doc,
        'You are welcome to apply again once the points above have been addressed. For any question about this decision, please contact the secretariat.',
      );
    },
  });
}
