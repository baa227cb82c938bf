import { z } from 'zod';

/**
 * Staff reports (issue 10 "Staff reports"): members by category and status, applications by
 * stage and age, income by month and purpose, and the arrears list. Admins and the super-admin
 * read them; approvers do not, because income and arrears are the body's books, not review work
 * (decisions.md "Roles"). Amounts are KES with two decimals, summed from integer cents.
 */

export const reportNames = ['members', 'applications', 'income', 'arrears', 'cpd-compliance'] as const;
export type ReportName = (typeof reportNames)[number];

export const reportTitles: Record<ReportName, string> = {
  members: 'Members by category and status',
  applications: 'Applications by stage and age',
  income: 'Income by month and purpose',
  arrears: 'Arrears',
  'cpd-compliance': 'CPD compliance by category',
};

/** Each report's CSV file name before its date, e.g. members-by-category-2026-11-22.csv. */
export const reportFileStems: Record<ReportName, string> = {
  members: 'members-by-category',
  applications: 'applications-by-stage',
  income: 'income-by-month',
  arrears: 'arrears',
  'cpd-compliance': 'cpd-compliance',
};

export const reportMessages = {
  rangeOrder: 'The start date must be on or before the end date.',
  invalidDay: 'Enter a date as YYYY-MM-DD.',
} as const;

/** A calendar day as the date filters carry it. */
export const isoDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, reportMessages.invalidDay)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), reportMessages.invalidDay);

/** A from/to filter reads forwards; a `refine` of every query with both days (reports, lists). */
export const dayRangeInOrder = (range: { from?: string; to?: string }) =>
  !range.from || !range.to || range.from <= range.to;
export const dayRangeRule = { message: reportMessages.rangeOrder, path: ['from'] };

/** Income that reached the books without an invoice to say what it was for. */
export const UNALLOCATED_PURPOSE = 'Unallocated credit';
/** Receipts taken back by a credit note, a negative line in the month of the credit note. */
export const REVERSED_PURPOSE = 'Reversed by credit note';

export const memberCountSchema = z.object({
  category: z.string(),
  categoryName: z.string(),
  status: z.string(),
  members: z.number(),
});
export type MemberCount = z.infer<typeof memberCountSchema>;
export const membersReportSchema = z.object({ rows: z.array(memberCountSchema), total: z.number() });
export type MembersReport = z.infer<typeof membersReportSchema>;

/** Days since the latest submission (to the decision for decided applications). */
export const ageBuckets = [
  { key: 'notSubmitted', label: 'Not submitted' },
  { key: 'days0to7', label: '0-7 days' },
  { key: 'days8to30', label: '8-30 days' },
  { key: 'days31to90', label: '31-90 days' },
  { key: 'over90', label: 'Over 90 days' },
] as const;
export type AgeBucket = (typeof ageBuckets)[number]['key'];

export const stageAgeSchema = z.object({
  stage: z.string(),
  notSubmitted: z.number(),
  days0to7: z.number(),
  days8to30: z.number(),
  days31to90: z.number(),
  over90: z.number(),
  total: z.number(),
});
export type StageAge = z.infer<typeof stageAgeSchema>;
export const applicationsReportSchema = z.object({ rows: z.array(stageAgeSchema), total: z.number() });
export type ApplicationsReport = z.infer<typeof applicationsReportSchema>;

export const incomeQuerySchema = z
  .object({ from: isoDaySchema.optional(), to: isoDaySchema.optional() })
  .refine(dayRangeInOrder, dayRangeRule);

export const incomeRowSchema = z.object({
  /** YYYY-MM of the day the money was paid. */
  month: z.string(),
  purpose: z.string(),
  receipts: z.number(),
  amount: z.number(),
});
export type IncomeRow = z.infer<typeof incomeRowSchema>;
export const incomeReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(incomeRowSchema),
  totalAmount: z.number(),
});
export type IncomeReport = z.infer<typeof incomeReportSchema>;

export const arrearsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const arrearsRowSchema = z.object({
  memberNo: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  category: z.string().nullable(),
  invoices: z.number(),
  amountOverdue: z.number(),
  /** YYYY-MM-DD */
  oldestDueDate: z.string(),
});
export type ArrearsRow = z.infer<typeof arrearsRowSchema>;
export const arrearsReportSchema = z.object({
  items: z.array(arrearsRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  totalOverdue: z.number(),
});
export type ArrearsReport = z.infer<typeof arrearsReportSchema>;
