/**
 * A small RFC 4180 reader for register uploads: quoted fields (with commas, doubled quotes and line
 * breaks), CRLF, LF or CR line ends, a byte-order mark, and the semicolon or tab files some
 * spreadsheet locales save as "CSV".
 */

export interface CsvRecord {
  /** The line of the file the record starts on (1-based). */
  line: number;
  fields: string[];
}

export class CsvError extends Error {}

/**
 * The file's text, or null when the bytes are not text (a spreadsheet, PDF, image…). UTF-8 first;
 * UTF-16 with its byte-order mark; otherwise Windows-1252, as older Excel versions save.
 */
export function decodeCsvText(bytes: Uint8Array): string | null {
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder('utf-16le').decode(bytes);
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = new TextDecoder('utf-16be').decode(bytes);
  else {
    if (bytes.includes(0)) return null;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = new TextDecoder('windows-1252').decode(bytes);
    }
  }
  text = text.replace(/^\uFEFF/, '');
  // Text files carry no control characters besides tab and line breaks.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point of the check
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text)) return null;
  return text;
}

/** Comma unless the first line has more semicolons or tabs outside quotes. */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best = ',';
  for (const [delimiter, count] of counts) if (count > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}

/** Splits text into records; blank lines are skipped. Throws CsvError for a quote never closed. */
export function parseCsv(text: string, delimiter = ','): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let fieldStarted = false;

  const endField = () => {
    fields.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRecord = () => {
    endField();
    if (fields.some((value) => value.trim() !== '')) records.push({ line: recordLine, fields });
    fields = [];
  };

  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index++;
        } else quoted = false;
      } else {
        if (char === '\n' || (char === '\r' && text[index + 1] !== '\n')) line++;
        field += char;
      }
      continue;
    }
    if (char === '"' && !fieldStarted && field.trim() === '') {
      // An opening quote, possibly after spaces that are then dropped.
      field = '';
      quoted = true;
      fieldStarted = true;
    } else if (char === delimiter) {
      endField();
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      field += char;
      if (char !== ' ' && char !== '\t') fieldStarted = true;
    }
  }
  if (quoted) throw new CsvError(`A quoted field that starts on line ${recordLine} is never closed.`);
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}

/** 'Member No', 'MEMBER-NO' and 'member_no' all name the same column. */
export const normalizeHeader = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
