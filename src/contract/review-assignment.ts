import { z } from 'zod';
import {
  ASSIGN_MAX,
  ageFilterPattern,
  assigneeFilterPattern,
  assignmentMessages,
} from './review-assignment-rules';

export * from './review-assignment-rules';

/**
 * Assigning applications to staff reviewers, and the queue's filters by assignee and age (decision
 * 0031). An assignee is an active admin or approver account; work is assigned one or many at a time.
 */

export const reviewerSchema = z.object({ id: z.number().int(), name: z.string() });
export type Reviewer = z.infer<typeof reviewerSchema>;

/** GET review/reviewers: who work can be assigned to, by name. */
export const reviewersSchema = z.array(reviewerSchema);

/** me, none or a reviewer's id. */
export const assigneeFilter = z.string().trim().regex(assigneeFilterPattern);
/** overdue, or a number of days. */
export const ageFilter = z.string().trim().regex(ageFilterPattern);

const code = z.string().trim().min(1).max(40);

/** POST review/assignments: assign (or, with null, unassign) these applications. */
export const assignRequestSchema = z.object({
  codes: z
    .array(code)
    .min(1, assignmentMessages.noneChosen)
    .max(ASSIGN_MAX, assignmentMessages.tooMany)
    .transform((codes) => [...new Set(codes)]),
  assigneeId: z.number().int().positive().nullable(),
});
export type AssignRequest = z.input<typeof assignRequestSchema>;

export const assignResultSchema = z.object({
  /** How many changed assignee (those already with this assignee are left as they were). */
  changed: z.number().int(),
  assignee: reviewerSchema.nullable(),
});
export type AssignResult = z.infer<typeof assignResultSchema>;

/** Where an application stands against the service level; the due date only while it waits. */
export const stageTimingSchema = z.object({
  stageEnteredAt: z.string().nullable(),
  daysInStage: z.number().int(),
  dueAt: z.string().nullable(),
  overdue: z.boolean(),
});
export type StageTiming = z.infer<typeof stageTimingSchema>;

export const assignmentSchema = z.object({
  assignee: reviewerSchema.nullable(),
  assignedAt: z.string().nullable(),
});
export type Assignment = z.infer<typeof assignmentSchema>;
