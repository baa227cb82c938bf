import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Picks an option of a Mantine Select by typing part of it. */
export async function choose(scope: Locator | Page, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await scope.getByRole('combobox', { name: label }).fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A Mantine select (or multi-select) by its label. */
export const choice = (page: Page, label: string) =>
  page.getByLabel(label).and(page.locator('input[aria-haspopup="listbox"]'));

/** True on a phone-wide page, where /profile lists its sections in a select instead of tabs. */
const profileSectionsInSelect = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** Opens a /profile section: its tab on a wide screen, the 'Profile section' select on a phone. */
export async function openProfileSection(page: Page, name: string) {
  if (profileSectionsInSelect(page))
    await page.getByRole('combobox', { name: 'Profile section' }).selectOption({ label: name });
  else await page.getByRole('tab', { name }).click();
}

/** Waits until /profile shows the named section as the one open. */
export async function profileSectionShown(page: Page, name: string) {
  if (!profileSectionsInSelect(page)) {
    await page.getByRole('tab', { name, selected: true }).waitFor();
    return;
  }
  const select = page.getByRole('combobox', { name: 'Profile section' });
  await select.waitFor();
  await expect
    .poll(() => select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.text))
    .toBe(name);
}

/** How far the page scrolls sideways; 0 or less means it fits the viewport. */
export const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** A one-page PDF with a line of text, as a scanner would save it: viewers can draw its page. */
export async function onePagePdf(name: string, line = 'Signed and stamped') {
  const document = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => document.on('end', resolve));
  document.fontSize(18).text(line, 72, 72);
  document.end();
  await ended;
  return { name, mimeType: 'application/pdf', buffer: Buffer.concat(chunks) };
}

/** A small but real PDF file. */
export const pdfFile = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  ),
});

/** A real PNG of `width` x `height` RGB pixels; `noisy` pixels do not compress, so the file is large. */
export function makePng(width: number, height: number, noisy: boolean): Buffer {
  const chunk = (type: string, content: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(content.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), content]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = width * 3 + 1;
  const raw = noisy ? randomBytes(row * height) : Buffer.alloc(row * height, 0x80);
  for (let y = 0; y < height; y += 1) raw[y * row] = 0; // filter: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Waits for a section dialog's Save to go through: the dialog closes and the success alert shows. */
export async function saveDialog(page: Page, dialog: Locator, success: string) {
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('alert').getByText(success).waitFor();
}

/** Uploads a register file on the Member Register page the admin is on and asks for the import. */
export async function importRegister(page: Page, csv: string) {
  await page.locator('input[type="file"]').setInputFiles({
    name: 'register.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Import' }).click();
}
