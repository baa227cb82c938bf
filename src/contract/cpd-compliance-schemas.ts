import { z } from 'zod';
import { cpdTranscriptMessages } from './cpd-compliance';

/** The zod side of decision 0048 (transcripts and the compliance report); texts in cpd-compliance.ts. */

const year = z.coerce.number().int().min(1990).max(2100);

/** A transcript's years: both default to last year on the server; at most 10 years. */
export const cpdTranscriptQuerySchema = z
  .object({ from: year.optional(), to: year.optional() })
  .refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, {
    message: cpdTranscriptMessages.badRange,
    path: ['from'],
  })
  .refine((query) => query.from === undefined || query.to === undefined || query.to - query.from < 10, {
    message: cpdTranscriptMessages.tooLong,
    path: ['to'],
  });
export type CpdTranscriptQuery = z.infer<typeof cpdTranscriptQuerySchema>;

export const cpdTranscriptMemberParams = z.object({ memberNo: z.string().trim().min(1).max(40) });
export const cpdTranscriptNoParams = z.object({ transcriptNo: z.string().trim().min(1).max(40) });

/** What the public check of a transcript confirms: never the reflection, evidence or contacts. */
export const cpdTranscriptVerificationSchema = z.object({
  transcriptNo: z.string(),
  memberName: z.string(),
  memberNo: z.string(),
  fromYear: z.number(),
  toYear: z.number(),
  totalPoints: z.number(),
  structuredPoints: z.number(),
  issuedOn: z.string(),
  issuer: z.string(),
});
export type CpdTranscriptVerification = z.infer<typeof cpdTranscriptVerificationSchema>;

export const cpdComplianceQuerySchema = z.object({ year: year.optional() });

/** One category's line of the compliance report for a CPD year. */
export const cpdComplianceRowSchema = z.object({
  category: z.string(),
  categoryName: z.string(),
  /** Null when staff set no requirement for the year: nobody can be behind it. */
  requiredPoints: z.number().nullable(),
  members: z.number(),
  met: z.number(),
  notMet: z.number(),
  /** Members with no verified or submitted CPD of the year at all (counted in notMet too). */
  noRecords: z.number(),
  /** Share of members who met the requirement, 0 to 100 with one decimal; null without one. */
  percentMet: z.number().nullable(),
});
export const cpdComplianceReportSchema = z.object({
  year: z.number(),
  rows: z.array(cpdComplianceRowSchema),
});
export type CpdComplianceReport = z.infer<typeof cpdComplianceReportSchema>;
