import { cpdTranscriptMessages } from '../../../contract/cpd-compliance';
import type { Issuer } from '../../platform/pdf/issuer';
import {
  BRAND_COLOUR,
  createDocument,
  drawLetterhead,
  drawParty,
  drawTitleBlock,
  drawTotalRow,
  drawVerificationCode,
  formatDay,
  MUTED_COLOUR,
  PAGE_MARGIN,
  toBuffer,
} from '../../platform/pdf/pdf-layout';
import type { CpdTranscript, TranscriptYear } from './cpd-transcript';

const points = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

/** Columns: date, activity and title, provider, hours, points (x offsets from the margin, widths). */
const columns = [
  { label: 'Date', x: 0, width: 70, align: 'left' },
  { label: 'Activity', x: 72, width: 200, align: 'left' },
  { label: 'Provider', x: 276, width: 130, align: 'left' },
  { label: 'Hours', x: 410, width: 40, align: 'right' },
  { label: 'Points', x: 452, width: 43, align: 'right' },
] as const;

function newPageIfNeeded(doc: PDFKit.PDFDocument, room: number): void {
  if (doc.y + room > doc.page.height - PAGE_MARGIN) {
    doc.addPage();
    doc.y = PAGE_MARGIN;
  }
}

function drawRow(doc: PDFKit.PDFDocument, cells: string[], bold = false): void {
  newPageIfNeeded(doc, 30);
  const y = doc.y;
  let bottom = y;
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(8.5)
    .fillColor(bold ? MUTED_COLOUR : 'black');
  columns.forEach((column, index) => {
    doc.text(cells[index] ?? '', PAGE_MARGIN + column.x, y, { width: column.width, align: column.align });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = PAGE_MARGIN;
  doc.y = bottom + 4;
}

function drawYear(doc: PDFKit.PDFDocument, year: TranscriptYear): void {
  newPageIfNeeded(doc, 80);
  doc.font('Helvetica-Bold').fontSize(11).fillColor(BRAND_COLOUR).text(`CPD year ${year.year}`, PAGE_MARGIN);
  doc.moveDown(0.3);
  drawRow(
    doc,
    columns.map((column) => column.label),
    true,
  );
  if (year.lines.length === 0) drawRow(doc, ['', 'No verified CPD in this year', '', '', '']);
  for (const line of year.lines)
    drawRow(doc, [
      formatDay(line.date),
      `${line.activity}: ${line.title}`,
      line.provider,
      line.hours === null ? '' : points(line.hours),
      points(line.points),
    ]);
  const { progress } = year;
  drawTotalRow(doc, `Verified points ${year.year}`, points(progress.earned), true);
  drawTotalRow(doc, 'of which structured', points(progress.structuredEarned));
  const requirement = progress.requirement
    ? `${points(progress.requirement.totalPoints)} points, at least ${points(progress.requirement.minStructuredPoints)} structured: ${progress.met ? 'met' : 'not met'}`
    : 'No requirement set';
  drawTotalRow(doc, 'Requirement', requirement);
  doc.moveDown(0.8);
}

/**
 * The CPD transcript (decision 0048): the member's verified CPD and awards for a year or a range,
 * with totals by type and whether each year's requirement was met, and a QR code to the public
 * check. Reflections and evidence stay in the portal: the paper carries what a regulator asks.
 */
export async function renderCpdTranscriptPdf(
  transcript: CpdTranscript,
  issuer: Issuer,
  verifyUrl: string,
): Promise<Buffer> {
  const doc = createDocument(`CPD transcript ${transcript.transcriptNo}`, issuer);
  const period =
    transcript.fromYear === transcript.toYear
      ? String(transcript.fromYear)
      : `${transcript.fromYear} to ${transcript.toYear}`;
  drawLetterhead(doc, issuer);
  drawTitleBlock(doc, cpdTranscriptMessages.title, [
    ['Transcript No.', transcript.transcriptNo],
    ['Period', period],
    ['Issued', formatDay(transcript.issuedOn)],
  ]);
  drawParty(doc, 'Member', { name: transcript.memberName, memberNo: transcript.memberNo, email: '' });
  for (const year of transcript.years) drawYear(doc, year);
  newPageIfNeeded(doc, 60 + transcript.byType.length * 15);
  doc.font('Helvetica-Bold').fontSize(11).fillColor(BRAND_COLOUR).text('Totals by type', PAGE_MARGIN);
  doc.moveDown(0.3);
  for (const type of transcript.byType)
    drawTotalRow(doc, `${type.name}${type.structured ? ' (structured)' : ''}`, points(type.points));
  drawTotalRow(doc, `Total verified points ${period}`, points(transcript.totalPoints), true);
  drawTotalRow(doc, 'of which structured', points(transcript.structuredPoints));
  await drawVerificationCode(doc, verifyUrl);
  doc.fillColor('black');
  return toBuffer(doc);
}
