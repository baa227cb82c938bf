import { documentUrl } from '../../../contract/uploads';
import { formatDay } from '../../lib/format';
import { fieldLabels as bioFieldLabels } from '../profile/public';

/** Field names whose generic wording would mislead; the bio form's own labels come first. */
const fieldLabels: Record<string, string> = {
  ...bioFieldLabels,
  ID: 'ID Attachment',
  ProfileID: 'Profile ID',
  EntryNo: 'Entry No',
  MemberNo: 'Member No',
  memberNo: 'Member No',
  MemberShipType: 'Membership Type',
  PINRegNo: 'PIN / Registration No',
  VATRegNo: 'VAT Registration No',
  lrNo: 'LR No',
  Email: 'E-mail',
  PhoneNo: 'Phone No',
};

/** 'DateOfBirth' -> 'Date of birth', 'PINRegNo' -> 'PIN reg no': the field name a reviewer can read. */
export function humanLabel(field: string): string {
  const known = fieldLabels[field];
  if (known) return known;
  const words = field
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .map((word, index) => {
      if (/^[A-Z0-9]{2,}$/.test(word)) return word;
      return index === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word.toLowerCase();
    });
  return words.join(' ');
}

/** A stored file as the profile answers it: it opens at its url; a photo also shows inline. */
export interface FileLink {
  name: string;
  url: string;
  /** The address that shows the file in the page, for images (png, jpeg); null for other files. */
  imageUrl: string | null;
  /** The address the preview dialog reads a PDF from; null for other files. */
  pdfUrl: string | null;
}

export type ShownValue = { kind: 'text'; text: string } | { kind: 'files'; files: FileLink[] };

const NOTHING = '—';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const imageKinds: readonly unknown[] = ['png', 'jpeg'];

function fileOf(value: unknown): FileLink | null {
  if (!isRecord(value) || typeof value.url !== 'string') return null;
  const stored = typeof value.id === 'string';
  const image = imageKinds.includes(value.kind) && stored;
  return {
    url: value.url,
    name: typeof value.name === 'string' && value.name ? value.name : 'Open file',
    // The documents route answers a download unless asked inline; staff may read any applicant's file.
    imageUrl: image ? documentUrl(value.id as string, 'inline') : null,
    pdfUrl: value.kind === 'pdf' && stored ? documentUrl(value.id as string, 'inline') : null,
  };
}

function textOf(value: unknown): string {
  if (value === null || value === undefined || value === '') return NOTHING;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDay(value) : value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    const parts = value.map(textOf).filter((part) => part !== NOTHING);
    return parts.length > 0 ? parts.join(', ') : NOTHING;
  }
  if (isRecord(value)) {
    // A looked-up item (a title, a discipline) reads best by its description or name.
    for (const key of ['description', 'Description', 'name', 'Name', 'title']) {
      if (typeof value[key] === 'string' && value[key]) return value[key] as string;
    }
    return Object.entries(value)
      .map(([key, inner]) => `${humanLabel(key)}: ${textOf(inner)}`)
      .join('; ');
  }
  return String(value);
}

/**
 * One profile value for a read-only label/value list: stored files become links, the rest text; a
 * coded value with a name from the server (`name`: "Kenya" for "KE") reads as that name.
 */
export function shownValue(value: unknown, name?: string): ShownValue {
  if (name) return { kind: 'text', text: name };
  const items = Array.isArray(value) ? value : [value];
  const files = items.map(fileOf);
  if (items.length > 0 && files.every((file) => file !== null)) {
    return { kind: 'files', files: files as FileLink[] };
  }
  return { kind: 'text', text: textOf(value) };
}
