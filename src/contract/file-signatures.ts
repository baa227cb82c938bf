import type { FileKind } from './uploads';

/**
 * A file's kind from its first bytes, the one rule the server and the browser share: the server
 * decides every upload by it, and a form reads a picked file's first bytes with it, so a wrong file
 * is named on its field when picked instead of after the whole form was sent.
 */

/** How many leading bytes `detectFileKind` needs to decide. */
export const SNIFF_BYTES = 16;

const signatures: Record<FileKind, readonly number[]> = {
  // "%PDF-": every PDF starts with its header line.
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
  // The full 8-byte PNG signature, including the line-ending checks.
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  // SOI marker followed by the start of the next marker (APP0/APP1/DQT/...).
  jpeg: [0xff, 0xd8, 0xff],
};

const startsWith = (head: Uint8Array, signature: readonly number[]) =>
  head.length >= signature.length && signature.every((byte, index) => head[index] === byte);

/**
 * The kind of a file from its first bytes, or null when it is none the portal accepts. Names and
 * declared content types are never consulted: an executable (MZ, ELF), a ZIP container (docx,
 * xlsx, jar) or an HTML page renamed to .pdf or .png starts with other bytes and is refused.
 */
export function detectFileKind(head: Uint8Array): FileKind | null {
  for (const [kind, signature] of Object.entries(signatures) as [FileKind, readonly number[]][]) {
    if (startsWith(head, signature)) return kind;
  }
  return null;
}

/** The detected kind when it is one of `allowed`, otherwise null. */
export function sniffFileKind(head: Uint8Array, allowed: readonly FileKind[]): FileKind | null {
  const kind = detectFileKind(head);
  return kind !== null && allowed.includes(kind) ? kind : null;
}

/** What a form knows of a chosen file. */
export interface ChosenFile {
  size: number;
  /** The type the browser declares (from the name's extension). */
  type: string;
  name?: string;
  /** The kind read from the file's first bytes (null: none accepted); left out until it is read. */
  kind?: FileKind | null;
}

const declared: Record<FileKind, { type: string; extension: RegExp }> = {
  pdf: { type: 'application/pdf', extension: /\.pdf$/i },
  png: { type: 'image/png', extension: /\.png$/i },
  jpeg: { type: 'image/jpeg', extension: /\.jpe?g$/i },
};

/** Whether a chosen file is one of `kinds`: by its content once read, by its declared type or name until then. */
export function isOneOf(file: ChosenFile, kinds: readonly FileKind[]): boolean {
  if (file.kind !== undefined) return file.kind !== null && kinds.includes(file.kind);
  return kinds.some(
    (kind) =>
      file.type === declared[kind].type ||
      (file.name !== undefined && declared[kind].extension.test(file.name)),
  );
}
