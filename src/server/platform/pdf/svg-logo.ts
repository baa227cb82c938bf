/**
 * Draws the body's SVG logo (company_information.logo) with pdfkit's vector operations, so the
 * printed logo stays sharp and needs no image converter. Logos are simple marks, so the basic
 * shapes are enough: circle, ellipse, rect, line, path (pdfkit reads SVG path data) and text.
 * Anything else is skipped; a logo with nothing drawable answers false and the caller prints the
 * body's short name instead.
 */

type Attributes = Record<string, string>;

const elementPattern = /<(circle|ellipse|rect|line|path|text)\b([^>]*?)(\/?)>(?:([^<]*)<\/text>)?/gi;
const attributePattern = /([\w:-]+)\s*=\s*"([^"]*)"/g;

function attributesOf(source: string): Attributes {
  const attributes: Attributes = {};
  for (const match of source.matchAll(attributePattern)) {
    const [, name, value] = match;
    if (name && value !== undefined) attributes[name.toLowerCase()] = value;
  }
  return attributes;
}

const numberOf = (value: string | undefined, fallback = 0): number => {
  const parsed = Number.parseFloat(value ?? '');
  return Number.isFinite(parsed) ? parsed : fallback;
};

const paint = (value: string | undefined): string | null =>
  !value || value === 'none' || value === 'transparent' ? null : value;

const decodeEntities = (text: string): string =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The viewBox of the logo, or its width and height, or a 100 × 100 box. */
function viewBoxOf(svg: string): { x: number; y: number; width: number; height: number } {
  const root = attributesOf(/<svg\b([^>]*)>/i.exec(svg)?.[1] ?? '');
  const box = root.viewbox?.split(/[\s,]+/).map((part) => Number.parseFloat(part));
  if (box && box.length === 4 && box.every(Number.isFinite)) {
    const [x = 0, y = 0, width = 100, height = 100] = box;
    return { x, y, width, height };
  }
  return { x: 0, y: 0, width: numberOf(root.width, 100), height: numberOf(root.height, 100) };
}

/** Fills and strokes the current shape as its attributes say (SVG fills black unless told otherwise). */
function finishShape(doc: PDFKit.PDFDocument, attributes: Attributes, defaultFill: string | null): void {
  const fill = attributes.fill === undefined ? defaultFill : paint(attributes.fill);
  const stroke = paint(attributes.stroke);
  if (stroke) {
    doc.lineWidth(numberOf(attributes['stroke-width'], 1));
    const dashes = attributes['stroke-dasharray']?.split(/[\s,]+/).map((part) => Number.parseFloat(part));
    const [length, space] = dashes ?? [];
    if (length && Number.isFinite(length)) doc.dash(length, { space: space ?? length });
  }
  if (fill && stroke) doc.fillAndStroke(fill, stroke);
  else if (fill) doc.fill(fill);
  else if (stroke) doc.stroke(stroke);
  doc.undash();
}

function drawText(doc: PDFKit.PDFDocument, attributes: Attributes, content: string): void {
  const text = decodeEntities(content).trim();
  if (!text) return;
  const bold = attributes['font-weight'] === 'bold' || numberOf(attributes['font-weight']) >= 600;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(numberOf(attributes['font-size'], 16));
  const width = doc.widthOfString(text);
  const anchor = attributes['text-anchor'];
  const offset = anchor === 'middle' ? width / 2 : anchor === 'end' ? width : 0;
  doc
    .fillColor(paint(attributes.fill) ?? 'black')
    .text(text, numberOf(attributes.x) - offset, numberOf(attributes.y), {
      lineBreak: false,
      baseline: 'alphabetic',
    });
}

/**
 * Draws the logo into the square at (x, y) of the given size; answers whether anything was drawn.
 * The document's font, colours and position are restored afterwards.
 */
export function drawSvgLogo(
  doc: PDFKit.PDFDocument,
  svg: string,
  x: number,
  y: number,
  size: number,
): boolean {
  const elements = [...svg.matchAll(elementPattern)];
  if (elements.length === 0) return false;
  const box = viewBoxOf(svg);
  const scale = size / Math.max(box.width, box.height, 1);
  const { x: cursorX, y: cursorY } = doc;
  doc.save();
  doc.translate(x, y).scale(scale).translate(-box.x, -box.y);
  for (const [, tag = '', attributeSource = '', , content = ''] of elements) {
    const attributes = attributesOf(attributeSource);
    switch (tag.toLowerCase()) {
      case 'circle':
        doc.circle(numberOf(attributes.cx), numberOf(attributes.cy), numberOf(attributes.r));
        finishShape(doc, attributes, 'black');
        break;
      case 'ellipse':
        doc.ellipse(
          numberOf(attributes.cx),
          numberOf(attributes.cy),
          numberOf(attributes.rx),
          numberOf(attributes.ry),
        );
        finishShape(doc, attributes, 'black');
        break;
      case 'rect':
        doc.rect(
          numberOf(attributes.x),
          numberOf(attributes.y),
          numberOf(attributes.width),
          numberOf(attributes.height),
        );
        finishShape(doc, attributes, 'black');
        break;
      case 'line':
        doc
          .moveTo(numberOf(attributes.x1), numberOf(attributes.y1))
          .lineTo(numberOf(attributes.x2), numberOf(attributes.y2));
        finishShape(doc, attributes, null);
        break;
      case 'path':
        if (attributes.d) {
          doc.path(attributes.d);
          finishShape(doc, attributes, 'black');
        }
        break;
      case 'text':
        drawText(doc, attributes, content);
        break;
    }
  }
  doc.restore();
  doc.x = cursorX;
  doc.y = cursorY;
  return true;
}
