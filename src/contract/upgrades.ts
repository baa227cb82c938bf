import { z } from 'zod';
import {
  COMMENT_MAX,
  checklistOverrideText,
  membershipCommentSchema,
  reviewQueueViews,
} from './applications';
import { reviewDecisionMessages } from './review-decisions';
import { upgradeMessages } from './upgrade-messages';

export { upgradeMessages } from './upgrade-messages';

/**
 * Category upgrades (spec 3 §2.3, §3 "Upgrade", §4 "Upgrade status", §5, §7; decisions.md
 * "Membership lifecycle"): a member asks to move to a higher category, pays its UPGRADE charge and
 * staff approve or reject it.
 */

export const upgradeStatuses = [
  'New',
  'Released',
  'Open',
  'Committee Review',
  'Approved',
  'Rejected',
] as const;
export type UpgradeStatus = (typeof upgradeStatuses)[number];

/** Still waiting for a decision: a member has at most one of these at a time. */
export const pendingUpgradeStatuses = [
  'Open',
  'Committee Review',
] as const satisfies readonly UpgradeStatus[];

/**
 * The order of the individual categories, lowest first. A member may upgrade only into a category of a
 * higher rank that carries an UPGRADE charge; categories of the same rank are side by side, so neither
 * is an upgrade of the other. Firms have no rank and no upgrades.
 */
export const categoryRank: Readonly<Record<string, number>> = {
  STUDENT: 1,
  GRADUATE: 2,
  TECHNICIAN: 3,
  TECHNOLOGIST: 3,
  ASSOCIATE: 4,
  CORPORATE: 5,
  PROFESSIONAL: 6,
  CONSULTING: 7,
  FELLOW: 8,
};

export const isUpgradeOf = (from: string | null, to: string): boolean => {
  const fromRank = from ? categoryRank[from] : undefined;
  const toRank = categoryRank[to];
  return fromRank !== undefined && toRank !== undefined && toRank > fromRank;
};

/** The staff actions on an upgrade. */
export const upgradeReviewActions = ['advance', 'approve', 'reject'] as const;
export type UpgradeReviewAction = (typeof upgradeReviewActions)[number];

/**
 * decisions.md: Open (submitted) -> Committee Review (only once paid) -> Approved or Rejected; an
 * upgrade may be rejected from either review stage, so an unpaid one can be closed (decision 0028).
 */
export const upgradeTransitions: Record<
  UpgradeStatus,
  Partial<Record<UpgradeReviewAction, UpgradeStatus>>
> = {
  New: {},
  Released: {},
  Open: { advance: 'Committee Review', reject: 'Rejected' },
  'Committee Review': { approve: 'Approved', reject: 'Rejected' },
  Approved: {},
  Rejected: {},
};

export const allowedUpgradeActions = (status: UpgradeStatus): UpgradeReviewAction[] =>
  upgradeReviewActions.filter((action) => upgradeTransitions[status][action] !== undefined);

export const upgradeActionLabels: Record<UpgradeReviewAction, string> = {
  advance: 'Move to committee review',
  approve: 'Approve',
  reject: 'Reject',
};

/** GET upgrade/plans: spec 3 §3 "Upgrade plan"; Amount in KES. */
export const upgradePlanSchema = z.object({
  ToCategory: z.string(),
  ToCategoryDescription: z.string(),
  Amount: z.number(),
});
export type UpgradePlan = z.infer<typeof upgradePlanSchema>;

/** GET upgrade: spec 3 §3 "Upgrade"; comments hidden from the member never appear. */
export const upgradeSchema = z.object({
  code: z.string(),
  fromCategory: z.string(),
  toCategory: z.string(),
  /** The categories' names ('Corporate Member'), what a member reads; the codes stay for links. */
  fromCategoryName: z.string(),
  toCategoryName: z.string(),
  /** The upgrade charge including VAT, in KES. */
  amount: z.number(),
  subsPeriod: z.number().int(),
  status: z.enum(upgradeStatuses),
  membershipComments: z.array(membershipCommentSchema.extend({ hiddenFromApplicant: z.literal(false) })),
  postedReceiptNo: z.string().nullable(),
  proFormaRef: z.string().nullable(),
  ProfileID: z.string().nullable(),
});
export type Upgrade = z.infer<typeof upgradeSchema>;

const noCommentsStatuses: readonly UpgradeStatus[] = ['New', 'Released', 'Open'];

/** The row actions of spec 3 §2.3 "Upgrade list", each shown exactly when the spec says. */
export const upgradeActions = (upgrade: Upgrade) => ({
  receipt: Boolean(upgrade.postedReceiptNo),
  proforma: Boolean(upgrade.proFormaRef),
  // Paying needs an invoice to pay; a rejected upgrade is not to be paid for.
  payNow: !upgrade.postedReceiptNo && Boolean(upgrade.proFormaRef) && upgrade.status !== 'Rejected',
  report: true,
  acceptanceLetter: upgrade.status === 'Approved',
  comments: !noCommentsStatuses.includes(upgrade.status),
  commentsEnabled: upgrade.membershipComments.length > 0,
});
export type UpgradeActions = ReturnType<typeof upgradeActions>;

/** POST upgrade/submit (spec 3 §7): the server takes the amount from the plan, not from here. */
export const submitUpgradeSchema = z.object({
  amount: z.number().optional(),
  toCategory: z.string().trim().min(1).max(40),
  memberNo: z.string().trim().max(40).optional(),
  ProfileID: z.string().trim().max(80).nullable().optional(),
  requestedDate: z.string().trim().max(40).optional(),
});
export type SubmitUpgradeRequest = z.infer<typeof submitUpgradeSchema>;

export const upgradeDocumentRequestSchema = z.object({ code: z.string().trim().min(1).max(40) });

/** POST upgrade/upgrade-report and upgrade/acceptance-letter: base64 PDFs; the first is used. */
export const upgradeDocumentSchema = z.array(z.string());

// ---------------------------------------------------------------------------------------------
// Staff review

export const upgradeReviewItemSchema = z.object({
  code: z.string(),
  memberName: z.string(),
  memberNo: z.string(),
  email: z.string(),
  fromCategory: z.string(),
  toCategory: z.string(),
  /** The categories' names, which staff read; the codes stay for filters and links. */
  fromCategoryDescription: z.string(),
  toCategoryDescription: z.string(),
  amount: z.number(),
  status: z.enum(upgradeStatuses),
  submittedAt: z.string(),
  paid: z.boolean(),
});
export type UpgradeReviewItem = z.infer<typeof upgradeReviewItemSchema>;

/** Decided: approved or rejected. */
export const finishedUpgradeStatuses = ['Approved', 'Rejected'] as const satisfies readonly UpgradeStatus[];

/** Without a status, the view decides, as in the application queue: it opens on the work waiting. */
export const upgradeQueueQuerySchema = z.object({
  status: z.enum(upgradeStatuses).optional(),
  view: z.enum(reviewQueueViews).default('waiting'),
});
export type UpgradeQueueQuery = z.infer<typeof upgradeQueueQuerySchema>;

export const upgradeReviewDetailSchema = upgradeReviewItemSchema.extend({
  comments: z.array(
    z.object({
      displayName: z.string(),
      commentDate: z.string(),
      comment: z.string(),
      hiddenFromApplicant: z.boolean(),
    }),
  ),
  transitions: z.array(
    z.object({
      from: z.enum(upgradeStatuses).nullable(),
      to: z.enum(upgradeStatuses),
      actor: z.string(),
      at: z.string(),
      comment: z.string().nullable(),
    }),
  ),
  /** The member's requirements checklist of the category they would move into, evaluated now. */
  checklist: z.array(z.object({ description: z.string(), pass: z.boolean() })),
  allowedActions: z.array(z.enum(upgradeReviewActions)),
});
export type UpgradeReviewDetail = z.infer<typeof upgradeReviewDetailSchema>;

export const upgradeTransitionSchema = z
  .object({
    action: z.enum(upgradeReviewActions),
    comment: z.string().trim().max(COMMENT_MAX, upgradeMessages.commentTooLong).default(''),
    hiddenFromApplicant: z.boolean().default(false),
    checklistOverride: checklistOverrideText,
  })
  .superRefine((value, context) => {
    if (value.action === 'reject' && value.comment === '') {
      context.addIssue({
        code: 'custom',
        path: ['comment'],
        message: reviewDecisionMessages.rejectReasonRequired,
      });
    }
  });
export type UpgradeTransitionRequest = z.input<typeof upgradeTransitionSchema>;
