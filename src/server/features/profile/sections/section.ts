import type { Insertable, Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { SectionInfo } from '../../../../contract/profile-sections';
import type { UploadRule } from '../../../../contract/uploads';
import type { Database, ProfileSectionColumns } from '../../../db/schema';
import { badRequest } from '../../../platform/errors';

/**
 * A profile list section as a declaration (see README.md in this folder): which table, which
 * contract schemas, how validated fields become columns and how a row becomes the entry the API
 * answers. The generic use cases (list, create, update, remove) and routes do the rest: ownership,
 * entry numbers, locking, messages.
 */

/** Tables built on the section frame of migration 0005 (`createSectionTable`). */
export type SectionTable = {
  [K in keyof Database]: Database[K] extends ProfileSectionColumns ? K : never;
}[keyof Database];

type FrameColumn = keyof ProfileSectionColumns;
/** The section's own columns, as written on create and update. */
export type SectionColumns<T extends SectionTable> = Omit<Insertable<Database[T]>, FrameColumn>;
export type SectionRow<T extends SectionTable> = Selectable<Database[T]>;

/** What a section's `columns` and `check` may use. */
export interface SectionScope {
  /** The write's transaction; the profile row is locked in it, so checks and numbering cannot race. */
  db: Kysely<Database>;
  /** profiles.id of the signed-in user. */
  profileRowId: number;
  /** Today in the portal's time zone (YYYY-MM-DD). */
  today: string;
}

export interface CheckScope<Entry> extends SectionScope {
  /** The profile's other listed entries (without the one being updated). */
  siblings: Entry[];
  /** The entry being updated; null on create. */
  current: Entry | null;
}

export interface SectionDefinition<
  T extends SectionTable,
  Fields extends z.ZodType,
  Update extends z.ZodType,
  Entry extends z.ZodType,
> {
  /** Path, label and noun (contract `profileSections`). */
  info: SectionInfo;
  table: T;
  /** `sectionSchemas(...)` of the contract: create = the fields, update = the fields plus EntryNo. */
  schemas: { create: Fields; update: Update };
  /** The entry the API answers; only its keys leave the server. */
  entry: Entry;
  /** Validated fields -> the section's columns. May read reference data and throw `invalidField`. */
  columns(fields: z.output<Fields>, scope: SectionScope): SectionColumns<T> | Promise<SectionColumns<T>>;
  entryOf(row: SectionRow<T>): z.output<Entry>;
  /**
   * Equality filters on the section's columns: only matching rows are listed, counted as siblings,
   * updated or removed (contacts: `{ status: 'Active' }`).
   */
  listed?: Partial<SectionRow<T>>;
  /** Rules across the profile's entries (one Personal contact); throw an AppError to refuse. */
  check?(fields: z.output<Fields>, scope: CheckScope<z.output<Entry>>): void | Promise<void>;
  /** The create path after /api/profile/<path>; '' unless the spec names one (referees: '/add'). */
  createPath?: string;
  /** A section whose entries carry one file (README "Sections with files"). */
  document?: SectionDocument<T>;
}

/**
 * The one file of a section's entry: create and update take multipart forms, the file in `field`,
 * checked by `rule` while it streams; its document id is kept in `column` ('Attachment is required'
 * unless the entry already has one). Removing the entry or replacing the file forgets the document.
 */
export interface SectionDocument<T extends SectionTable = SectionTable> {
  field: string;
  column: keyof SectionColumns<T> & string;
  rule: UploadRule;
}

/** The declaration with its types erased, so sections of different shapes share one list and one set of use cases. */
export interface Section {
  info: SectionInfo;
  table: SectionTable;
  createPath: string;
  schemas: { create: z.ZodType; update: z.ZodType };
  entry: z.ZodType;
  listed: Readonly<Record<string, unknown>>;
  columns(fields: unknown, scope: SectionScope): Promise<Record<string, unknown>>;
  entryOf(row: Record<string, unknown>): unknown;
  check(fields: unknown, scope: CheckScope<unknown>): Promise<void>;
  document: SectionDocument | null;
}

export function defineSection<
  T extends SectionTable,
  Fields extends z.ZodType,
  Update extends z.ZodType,
  Entry extends z.ZodType,
>(definition: SectionDefinition<T, Fields, Update, Entry>): Section {
  type Output = z.output<Entry>;
  return {
    info: definition.info,
    table: definition.table,
    createPath: definition.createPath ?? '',
    schemas: definition.schemas,
    entry: definition.entry,
    listed: definition.listed ?? {},
    document: (definition.document as SectionDocument | undefined) ?? null,
    columns: async (fields, scope) => ({
      ...(await definition.columns(fields as z.output<Fields>, scope)),
    }),
    entryOf: (row) => definition.entryOf(row as SectionRow<T>),
    check: async (fields, scope) => {
      await definition.check?.(fields as z.output<Fields>, scope as CheckScope<Output>);
    },
  };
}

/** A field the form shows an error next to, refused with 400 (e.g. a code that is not in the list). */
export const invalidField = (field: string, message: string) => badRequest(message, { [field]: message });
