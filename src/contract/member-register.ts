import { z } from 'zod';
import { listQuerySchemas, listSort } from './list-query';

/**
 * The member register (decisions.md "Admin ... the member register import"): everyone who is already a
 * member of the body, imported by admins from a CSV export. Activation (spec 1 §2) checks a visitor
 * against it before giving them an account.
 */

/**
 * A member's status on the register (decisions.md "The member register is the system of record").
 * Whether the member has a portal account is a separate fact (activated_at), not a status. Each
 * change is made by staff with a reason and a date.
 */
export const memberStatuses = [
  'Active',
  'Suspended',
  'Lapsed',
  'Resigned',
  'Deceased',
  'Struck off',
] as const;
export type MemberStatus = (typeof memberStatuses)[number];
/** Register files exported before migration 0028 say 'Inactive' for an Active member without an account. */
export const LEGACY_NO_ACCOUNT_STATUS = 'Inactive';
/** The import file's status column: the statuses, or the legacy word read as Active. */
export const registerStatuses = [...memberStatuses, LEGACY_NO_ACCOUNT_STATUS] as const;
/** Statuses that can never activate a portal account. */
export const statusesWithoutAccount: readonly MemberStatus[] = ['Deceased', 'Struck off'];
export type RegisterStatus = (typeof registerStatuses)[number];

export const REGISTER_PAGE_SIZE = 20;
/** More rows than this in one upload is refused: split the file. */
export const REGISTER_IMPORT_MAX_ROWS = 10_000;

/** The columns of the import file, in the order the template lists them. */
export const registerColumns = [
  'member_no',
  'first_name',
  'second_name',
  'last_name',
  'id_number',
  'email',
  'phone',
  'category',
  'status',
] as const;
export type RegisterColumn = (typeof registerColumns)[number];
export const requiredRegisterColumns: readonly RegisterColumn[] = [
  'member_no',
  'first_name',
  'last_name',
  'id_number',
  'category',
  'status',
];

/** The largest register file an import reads: about 10,000 members with room to spare. */
export const REGISTER_IMPORT_MAX_BYTES = 10_000_000;

export const registerLimits = { memberNo: 40, name: 100, idNumber: 40 } as const;

export const registerMessages = {
  importStatusReason: 'Changed by a register import',
  noFile: 'Choose a CSV file to upload.',
  notCsv:
    'This file is not a CSV file. Save the register as "CSV (comma delimited)" with a header row naming the columns member_no, first_name, second_name, last_name, id_number, email, phone, category and status.',
  missingColumns: (columns: readonly string[]) =>
    `The header row has no ${columns.join(', ')} column${columns.length > 1 ? 's' : ''}. The first row must name the columns: ${registerColumns.join(', ')}.`,
  noRows: 'The file has a header row but no members.',
  tooLarge: 'The file is larger than 10 MB. Split it into smaller files.',
  tooManyRows: `The file has more than ${REGISTER_IMPORT_MAX_ROWS.toLocaleString('en-KE')} members. Split it into smaller files.`,
  unclosedQuote: 'A quoted field is never closed.',
  tooLong: (max: number) => `must be at most ${max} characters`,
  unknownCategory: (code: string) => `unknown category '${code}'`,
  invalidStatus: `must be one of ${registerStatuses.join(', ')}`,
  duplicate: (line: number) => `the same member number is already on line ${line}`,
} as const;

/** Member numbers compare without spaces and case: ' m/ 1234' is 'M/1234'. */
export const normalizeMemberNo = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** ID and passport numbers compare without spaces and case. */
export const normalizeIdNumber = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

export const importOutcomes = ['added', 'updated', 'unchanged', 'rejected'] as const;
export type ImportOutcome = (typeof importOutcomes)[number];

export const importRowSchema = z.object({
  /** The line of the file the row starts on (the header is line 1). */
  line: z.number(),
  member_no: z.string(),
  outcome: z.enum(importOutcomes),
  reason: z.string().optional(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importReportSchema = z.object({
  /** Rows that added or changed an entry. */
  accepted: z.number(),
  added: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  rejected: z.number(),
  rows: z.array(importRowSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const registerEntrySchema = z.object({
  id: z.number(),
  member_no: z.string(),
  first_name: z.string(),
  second_name: z.string().nullable(),
  last_name: z.string(),
  id_number: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  category: z.string(),
  status: z.string(),
  /** When the member activated a portal account; null while they have none. */
  activated_at: z.string().nullable(),
  updated_at: z.string(),
});
export type RegisterEntry = z.infer<typeof registerEntrySchema>;

/** The register list's sortable columns (issue 27); member number order until a header is clicked. */
export const registerSort = listSort({
  columns: ['member_no', 'name', 'category', 'status'],
  sort: 'member_no',
  dir: 'asc',
});
export type RegisterSortColumn = (typeof registerSort.columns)[number];

const registerQueries = listQuerySchemas(
  {
    term: z.string().trim().max(100).optional(),
    /** Only entries of this status (the member page's lifecycle, issue 24). */
    status: z.enum(memberStatuses).optional(),
    /** Only entries of this membership category, by its code (GRADUATE, CORPORATE…). */
    category: z.string().trim().max(40).optional(),
  },
  registerSort,
);
export const registerQuerySchema = registerQueries.list;
/** The CSV of the register under the same filter and order, or of the selected entries (`ids`). */
export const registerCsvQuerySchema = registerQueries.csv;
export type RegisterQuery = z.input<typeof registerQuerySchema>;
export type RegisterCsvQuery = z.input<typeof registerCsvQuerySchema>;

export const registerPageSchema = z.object({
  items: z.array(registerEntrySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type RegisterPage = z.infer<typeof registerPageSchema>;
