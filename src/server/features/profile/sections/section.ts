import type { Insertable, Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import {
  type SectionAudience,
  type SectionInfo,
  sectionMessages,
} from '../../../../contract/profile-sections';
import type { UploadRule } from '../../../../contract/uploads';
import type { AppContext } from '../../../context';
import type { Database, ProfileSectionColumns, UserRow } from '../../../db/schema';
import { badRequest, forbidden } from '../../../platform/errors';
import { requireSession } from '../../../platform/policies';
import type { ActiveSession } from '../../../platform/sessions';

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
  /** Only users of this type may call the section's routes (403 for others); every user when absent. */
  audience?: SectionAudience;
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
  /** Records an entry holds in a table of its own (certification transcripts). */
  held?: HeldRecords<SectionRow<T>, z.output<Entry>>;
  /**
   * Runs in the create's transaction once the row exists (`context.db` is that transaction), so
   * what it queues, e.g. the referee's request e-mail, exists only if the entry does. A message it
   * returns replaces '<Label> added successfully' (e.g. when no e-mail could be sent).
   */
  created?(row: SectionRow<T>, context: AppContext): Promise<string | undefined>;
  /**
   * Runs in the update's transaction once the row is changed, with the row as it was before; like
   * `created`, a message it returns replaces '<Label> updated successfully'.
   */
  updated?(row: SectionRow<T>, previous: SectionRow<T>, context: AppContext): Promise<string | undefined>;
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

/**
 * Child rows of an entry (cascade-deleted with it) that the answered entry shows and whose documents
 * are forgotten when the entry is removed; `entryOf` answers them empty.
 */
export interface HeldRecords<Row = Record<string, unknown>, Entry = unknown> {
  /** The answered entries of `rows` (same order) with what they hold; for the list and update answers. */
  entries(db: Kysely<Database>, rows: Row[], entries: Entry[]): Promise<Entry[]>;
  /** The documents the entry's child rows name; read before the entry's row is deleted. */
  documentIds(db: Kysely<Database>, row: Row): Promise<string[]>;
}

/** The declaration with its types erased, so sections of different shapes share one list and one set of use cases. */
export interface Section {
  info: SectionInfo;
  audience: SectionAudience | null;
  table: SectionTable;
  createPath: string;
  schemas: { create: z.ZodType; update: z.ZodType };
  entry: z.ZodType;
  listed: Readonly<Record<string, unknown>>;
  columns(fields: unknown, scope: SectionScope): Promise<Record<string, unknown>>;
  entryOf(row: Record<string, unknown>): unknown;
  check(fields: unknown, scope: CheckScope<unknown>): Promise<void>;
  document: SectionDocument | null;
  held: HeldRecords | null;
  created(row: Record<string, unknown>, context: AppContext): Promise<string | undefined>;
  updated(
    row: Record<string, unknown>,
    previous: Record<string, unknown>,
    context: AppContext,
  ): Promise<string | undefined>;
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
    audience: definition.audience ?? null,
    table: definition.table,
    createPath: definition.createPath ?? '',
    schemas: definition.schemas,
    entry: definition.entry,
    listed: definition.listed ?? {},
    document: (definition.document as SectionDocument | undefined) ?? null,
    held: (definition.held as HeldRecords | undefined) ?? null,
    columns: async (fields, scope) => ({
      ...(await definition.columns(fields as z.output<Fields>, scope)),
    }),
    entryOf: (row) => definition.entryOf(row as SectionRow<T>),
    check: async (fields, scope) => {
      await definition.check?.(fields as z.output<Fields>, scope as CheckScope<Output>);
    },
    created: async (row, context) => definition.created?.(row as SectionRow<T>, context),
    updated: async (row, previous, context) =>
      definition.updated?.(row as SectionRow<T>, previous as SectionRow<T>, context),
  };
}

/** A field the form shows an error next to, refused with 400 (e.g. a code that is not in the list). */
export const invalidField = (field: string, message: string) => badRequest(message, { [field]: message });

/** 403 unless the user is of the audience's type; staff (no type) are of neither. */
export function assertAudience(user: Pick<UserRow, 'type'>, audience: SectionAudience | null): void {
  if (audience === null || user.type === audience) return;
  throw forbidden(audience === 'Corporate' ? sectionMessages.firmsOnly : sectionMessages.individualsOnly);
}

/**
 * A route hook, after the sign-in guard, that refuses users outside the audience before the body is
 * read, so a firm's upload or an individual's invalid form is never looked at. The routes register
 * it as their preParsing step (the sign-in guard is the onRequest step the declaration's access adds).
 */
export const audienceGuard =
  (audience: SectionAudience | null) => async (request: { session: ActiveSession | null }) => {
    assertAudience(requireSession(request.session).user, audience);
  };
