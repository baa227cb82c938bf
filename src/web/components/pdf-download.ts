import { todayIso } from '../../contract/portal-time';
/** The bytes of a base64 PDF as the API answers it. */
export function pdfBytesOf(base64: string): Uint8Array {
  const binary = atob(base64);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Saves a base64 PDF under the given file name through a temporary link. */
export function downloadPdf(base64: string, fileName: string): void {
  const blob = new Blob([pdfBytesOf(base64) as BlobPart], { type: 'application/pdf' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file after click() returns; the address goes once they surely have.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Today as YYYY-MM-DD, the portal's day, for file names such as INVOICE-2026-05-04.pdf. */
export const todayForFileName = (now: Date = new Date()): string => todayIso(now);
