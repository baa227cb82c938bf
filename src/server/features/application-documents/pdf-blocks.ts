import { MUTED_COLOUR, PAGE_MARGIN } from '../../platform/pdf/pdf-layout';

/**
 * The pieces the application documents are built from, on top of the billing documents' letterhead:
 * section headings, labelled facts, tables that break across pages and plain paragraphs.
 */

const contentWidth = (doc: PDFKit.PDFDocument) => doc.page.width - 2 * PAGE_MARGIN;

/** Starts a new page when fewer than `space` points are left above the bottom margin. */
export function keepSpace(doc: PDFKit.PDFDocument, space: number): void {
  if (doc.y + space > doc.page.height - PAGE_MARGIN) doc.addPage();
}

export function drawHeading(doc: PDFKit.PDFDocument, text: string): void {
  keepSpace(doc, 60);
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(11).fillColor('black').text(text.toUpperCase(), PAGE_MARGIN);
  const y = doc.y + 2;
  doc
    .moveTo(PAGE_MARGIN, y)
    .lineTo(doc.page.width - PAGE_MARGIN, y)
    .lineWidth(0.5)
    .strokeColor('#BBBBBB')
    .stroke();
  doc.x = PAGE_MARGIN;
  doc.y = y + 6;
}

/** Label and value pairs, one per line, the labels in a muted column. */
export function drawFacts(doc: PDFKit.PDFDocument, facts: [string, string][]): void {
  const labelWidth = 150;
  const valueWidth = contentWidth(doc) - labelWidth;
  for (const [label, value] of facts) {
    const shown = value.trim() || '-';
    const height = Math.max(
      doc.font('Helvetica').fontSize(9.5).heightOfString(shown, { width: valueWidth }),
      12,
    );
    keepSpace(doc, height + 4);
    const y = doc.y;
    doc
      .font('Helvetica')
      .fontSize(9.5)
      .fillColor(MUTED_COLOUR)
      .text(label, PAGE_MARGIN, y, { width: labelWidth });
    doc.fillColor('black').text(shown, PAGE_MARGIN + labelWidth, y, { width: valueWidth });
    doc.x = PAGE_MARGIN;
    doc.y = y + height + 4;
  }
}

export interface Column {
  label: string;
  /** A share of the content width; the shares of a table add up to 1. */
  share: number;
}

function drawTableRow(doc: PDFKit.PDFDocument, columns: Column[], cells: string[], bold: boolean): void {
  const width = contentWidth(doc);
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(9)
    .fillColor(bold ? MUTED_COLOUR : 'black');
  const height = Math.max(
    ...columns.map((column, index) =>
      doc.heightOfString(cells[index] || '-', { width: column.share * width - 6 }),
    ),
  );
  keepSpace(doc, height + 6);
  const y = doc.y;
  let x = PAGE_MARGIN;
  columns.forEach((column, index) => {
    doc.text(cells[index] || '-', x, y, { width: column.share * width - 6 });
    x += column.share * width;
  });
  doc.x = PAGE_MARGIN;
  doc.y = y + height + 5;
}

/** A table with a header row; `empty` stands in when there are no rows. */
export function drawTable(doc: PDFKit.PDFDocument, columns: Column[], rows: string[][], empty: string): void {
  if (rows.length === 0) {
    drawParagraph(doc, empty, { muted: true });
    return;
  }
  drawTableRow(
    doc,
    columns,
    columns.map((column) => column.label),
    true,
  );
  for (const row of rows) drawTableRow(doc, columns, row, false);
}

export function drawParagraph(
  doc: PDFKit.PDFDocument,
  text: string,
  options: { muted?: boolean; bold?: boolean; size?: number; gap?: number } = {},
): void {
  const size = options.size ?? 10;
  doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
  keepSpace(doc, Math.min(doc.heightOfString(text, { width: contentWidth(doc) }), 120));
  doc
    .fillColor(options.muted ? MUTED_COLOUR : 'black')
    .text(text, PAGE_MARGIN, doc.y, { width: contentWidth(doc), lineGap: 2 });
  doc.moveDown(options.gap ?? 0.5);
}
