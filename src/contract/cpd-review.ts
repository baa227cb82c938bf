import { z } from 'zod';
import { messages } from './common';
import { CPD_AUDIT_DEFAULT_SHARE } from './cpd-audit-draw';
import { cpdRecordStatuses } from './cpd-points';
import { cpdRecordSchema, cpdYearSchema } from './cpd-records';
import { cpdAuditOutcomes, cpdReviewMessages } from './cpd-review-messages';
import { todayIso } from './portal-time';
import { isIsoDate } from './profile-sections/fields';

export * from './cpd-audit-draw';
export * from './cpd-review-messages';

/**
 * Staff verification of the CPD members log, and the yearly random audit (issue 30, decision 0047).
 */

export const CPD_REVIEW_PAGE_SIZE = 20;

/** GET admin/cpd/review: the queue, oldest submission first; by default the records awaiting a decision. */
export const cpdReviewQuerySchema = z.object({
  status: z.enum(cpdRecordStatuses).default('submitted'),
  year: cpdYearSchema.optional(),
  typeId: z.coerce.number().int().positive().optional(),
  /** A member number, or part of the member's name or e-mail. */
  member: z.string().trim().max(80).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** The record as staff see it: the member's record with who logged it and who decided it. */
export const cpdReviewRecordSchema = cpdRecordSchema.extend({
  userId: z.number(),
  memberNo: z.string().nullable(),
  memberName: z.string(),
  category: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  /** The points the type's current rules would give; approving keeps `points` (decision 0047). */
  pointsByCurrentRules: z.number().nullable(),
});
export type CpdReviewRecord = z.infer<typeof cpdReviewRecordSchema>;

export const cpdReviewPageSchema = z.object({
  items: z.array(cpdReviewRecordSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type CpdReviewPage = z.infer<typeof cpdReviewPageSchema>;

const note = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(1000, messages.tooLong(1000));

export const cpdRejectSchema = z.object({ reason: note(cpdReviewMessages.reasonRequired) });
export const cpdRequestEvidenceSchema = z.object({ note: note(cpdReviewMessages.noteRequired) });

const deadline = z
  .string({ error: messages.fieldRequired })
  .trim()
  .refine(isIsoDate, 'Enter a valid date')
  .refine((value) => value >= todayIso(), cpdReviewMessages.deadlineInPast);

/** POST admin/cpd/audits: draw the members of a CPD year to audit. */
export const cpdAuditStartSchema = z.object({
  year: cpdYearSchema,
  sharePercent: z
    .number({ error: messages.fieldRequired })
    .gt(0, cpdReviewMessages.shareRange)
    .max(100, cpdReviewMessages.shareRange)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Use at most two decimals')
    .default(CPD_AUDIT_DEFAULT_SHARE),
  deadline,
  /** Repeats an earlier draw; a fresh random seed when left out. */
  seed: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{8}$/i, cpdReviewMessages.seedFormat)
    .transform((value) => value.toLowerCase())
    .optional(),
});
export type CpdAuditStart = z.input<typeof cpdAuditStartSchema>;

export const cpdAuditCancelSchema = z.object({ reason: note(cpdReviewMessages.cancelReasonRequired) });

export const cpdAuditOutcomeSchema = z.object({
  outcome: z.enum(cpdAuditOutcomes),
  note: z.string().trim().max(1000, messages.tooLong(1000)).default(''),
});
export type CpdAuditOutcomeInput = z.input<typeof cpdAuditOutcomeSchema>;

export const cpdAuditSchema = z.object({
  id: z.number(),
  year: z.number(),
  sharePercent: z.number(),
  deadline: z.string(),
  seed: z.string(),
  algorithm: z.string(),
  eligibleCount: z.number(),
  selectedCount: z.number(),
  status: z.enum(['active', 'cancelled']),
  startedBy: z.string().nullable(),
  startedAt: z.string(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  outcomes: z.record(z.enum(cpdAuditOutcomes), z.number()),
});
export type CpdAudit = z.infer<typeof cpdAuditSchema>;

export const cpdAuditMemberSchema = z.object({
  /** The drawn member's row in the audit: the key outcomes are recorded by. */
  id: z.number(),
  /** The member's portal account, if the register links one; most members have none. */
  userId: z.number().nullable(),
  memberNo: z.string(),
  memberName: z.string(),
  category: z.string(),
  /** 1 for the first member drawn. */
  drawPosition: z.number(),
  outcome: z.enum(cpdAuditOutcomes),
  note: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The member's records of the audited year by status, for the auditor's overview. */
  records: z.object({ submitted: z.number(), verified: z.number(), other: z.number() }),
});
export type CpdAuditMember = z.infer<typeof cpdAuditMemberSchema>;

export const cpdAuditDetailSchema = cpdAuditSchema.extend({ members: z.array(cpdAuditMemberSchema) });
export type CpdAuditDetail = z.infer<typeof cpdAuditDetailSchema>;

/** A member's own audit selections (GET cpd/audits) and the member page's list. */
export const cpdAuditSelectionSchema = z.object({
  auditId: z.number(),
  year: z.number(),
  deadline: z.string(),
  outcome: z.enum(cpdAuditOutcomes),
  note: z.string().nullable(),
  decidedAt: z.string().nullable(),
  selectedAt: z.string(),
  /** Staff see cancelled audits on the member page; the member does not. */
  cancelled: z.boolean(),
});
export type CpdAuditSelection = z.infer<typeof cpdAuditSelectionSchema>;

export const cpdAuditIdParams = z.object({ id: z.coerce.number().int().positive() });
export const cpdAuditMemberParams = z.object({
  id: z.coerce.number().int().positive(),
  /** CpdAuditMember.id: a member number may hold a slash, and many members have no account. */
  auditMemberId: z.coerce.number().int().positive(),
});
export const cpdAuditsQuerySchema = z.object({ year: cpdYearSchema.optional() });
