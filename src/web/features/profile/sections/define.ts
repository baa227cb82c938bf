import type { ComponentType, ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { SectionEndpoints } from '../../../../contract/endpoints/profile-sections';
import type { SectionInfo } from '../../../../contract/profile-sections';

/** One column of the section's table (and one line of its card at phone width). */
export interface Column<Entry> {
  header: string;
  cell: (entry: Entry) => ReactNode;
}

/** An Add button: its label and the values the new entry starts with. */
export interface AddAction<Values extends FieldValues> {
  label: string;
  values?: DefaultValues<Values>;
}

/**
 * A profile list section on the web, as a declaration; `<SectionTable section={...} />` does the
 * rest (spec 2 §2.1): the table or cards, Add, the Add/Edit dialog with Cancel and Save, the edit and
 * delete icons, the delete confirmation, loading, empty state, errors, refetch and checklist refresh.
 */
export interface WebSection<Entry extends { EntryNo: number }, Values extends FieldValues> {
  /** Path, label and noun from the contract (`profileSections`). */
  info: SectionInfo;
  /** Its calls as the contract declares them (`profileSectionEndpoints`), which type its entries. */
  endpoints: SectionEndpoints<Entry>;
  /** The heading of the table. */
  title: string;
  /** A line under the heading, if the section needs one. */
  description?: ReactNode;
  /** The contract's create schema: the dialog validates with it, so it shows the server's messages. */
  schema: z.ZodType<object, Values>;
  /** The form of a new entry (a field left out starts empty). */
  blank: DefaultValues<Values>;
  /** The form of an existing entry. */
  valuesOf(entry: Entry): Values;
  columns: Column<Entry>[];
  /** A few words naming an entry, for the row's icon labels ('Edit contact Personal'). */
  describe(entry: Entry): string;
  /** The dialog's fields (see fields.tsx); `entry` is null when adding. */
  Fields: ComponentType<{ entry: Entry | null }>;
  /** Shown when there are no entries. */
  emptyText: string;
  /** The Add buttons; default one 'Add'. An empty list hides Add (one contact of each type). */
  addActions?: (entries: Entry[]) => AddAction<Values>[];
  /**
   * Which of the section's entries this table lists, when one section is shown as several tables
   * (certifications: Academic Qualifications and Other Qualifications); all by default.
   */
  shows?: (entry: Entry) => boolean;
}

export const defineWebSection = <Entry extends { EntryNo: number }, Values extends FieldValues>(
  section: WebSection<Entry, Values>,
) => section;
