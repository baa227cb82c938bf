import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

// pdf.js reads the 14 standard fonts' metrics from its own folder; in Node it needs the path.
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/**
 * For the tests: the text of every page of a PDF and how many images it draws, read with pdf.js
 * (pure JavaScript, so it runs in CI without poppler).
 */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: number; text: string; images: number }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, isEvalSupported: false })
    .promise;
  const texts: string[] = [];
  let images = 0;
  for (let pageNo = 1; pageNo <= pdf.numPages; pageNo++) {
    const page = await pdf.getPage(pageNo);
    const content = await page.getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    const operators = await page.getOperatorList();
    images += operators.fnArray.filter(
      (fn) => fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject,
    ).length;
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { pages, text: texts.join('\n').replace(/\s+/g, ' '), images };
}
