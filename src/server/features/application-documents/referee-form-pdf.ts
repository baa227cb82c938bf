import type { Issuer } from '../../platform/pdf/issuer';
import {
  createDocument,
  drawLetterhead,
  drawTitleBlock,
  formatDay,
  toBuffer,
} from '../../platform/pdf/pdf-layout';
import { responseLabel } from './application-pdf';
import { drawFacts, drawHeading, drawParagraph } from './pdf-blocks';

export interface RefereeFormView {
  entryNo: number;
  /** Whom the referee was asked about. */
  applicant: string;
  name: string;
  memberNo: string;
  type: string;
  response: 'Accept' | 'Reject';
  respondedAt: string;
  answers: { questionNo: number; question: string; answer: string }[];
  remarks: string;
}

/**
 * The referee form report (spec 2 §2.9 /profile/RefereeFormReport/{entryNo}): who answered, how and
 * when, then the questions with their answers, or the remarks given with a rejection.
 */
export async function renderRefereeFormPdf(form: RefereeFormView, issuer: Issuer): Promise<Buffer> {
  const doc = createDocument(`Referee form ${form.entryNo}`, issuer);
  drawLetterhead(doc, issuer);
  drawTitleBlock(doc, 'REFEREE FORM', [
    ['Entry No.', String(form.entryNo)],
    ['Response', responseLabel(form.response)],
    ['Date', formatDay(form.respondedAt)],
  ]);

  drawHeading(doc, 'Referee');
  drawFacts(doc, [
    ['Name', form.name],
    ['Member No.', form.memberNo],
    ['Referee type', form.type],
    ['Response', responseLabel(form.response)],
    ['Date of response', formatDay(form.respondedAt)],
    ['Referee for', form.applicant],
  ]);

  if (form.response === 'Accept') {
    drawHeading(doc, 'Questions and answers');
    if (form.answers.length === 0) drawParagraph(doc, 'No answers were recorded.', { muted: true });
    for (const [index, row] of form.answers.entries()) {
      drawParagraph(doc, `${index + 1}. ${row.question}`, { bold: true, gap: 0.2 });
      drawParagraph(doc, row.answer, { gap: 0.8 });
    }
  } else {
    drawHeading(doc, 'Rejection remarks');
    drawParagraph(doc, form.remarks.trim() || 'No remarks were given.', { muted: !form.remarks.trim() });
  }
  return toBuffer(doc);
}
