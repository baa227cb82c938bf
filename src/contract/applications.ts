import { z } from 'zod';
import { type ApplicationStatus, applicationStatuses } from './application-statuses';
import { listQuerySchemas, listSort } from './list-query';
import {
  ageFilter,
  assigneeFilter,
  assignmentSchema,
  reviewerSchema,
  stageTimingSchema,
} from './review-assignment';
import { REASON_MAX, reviewDecisionMessages } from './review-decisions';

export {
  type ApplicationStatus,
  applicationStatuses,
  IN_REVIEW,
  shownStatus,
} from './application-statuses';

/**
 * Membership applications (spec 2 §2.8, §4, §7; decisions.md "Membership lifecycle"): the
 * applicant's list and submission, and the state machine staff move an application through.
 */

/** What a reviewer can do to an application; which apply depends on its status. */
export const reviewActions = ['advance', 'return', 'release', 'reject'] as const;
export type ReviewAction = (typeof reviewActions)[number];

/**
 * decisions.md: New -> Open (the applicant submits) -> Verified (only once paid) -> Committee Review
 * -> Board Review -> Released or Rejected; Open and Verified may be returned to New with a comment.
 * Rejection is possible from every review stage (decisions.md), so an unpaid application that will
 * never be paid can be closed, not only returned (decision 0028).
 */
export const reviewTransitions: Record<
  ApplicationStatus,
  Partial<Record<ReviewAction, ApplicationStatus>>
> = {
  New: {},
  Open: { advance: 'Verified', return: 'New', reject: 'Rejected' },
  Verified: { advance: 'Committee Review', return: 'New', reject: 'Rejected' },
  'Committee Review': { advance: 'Board Review', reject: 'Rejected' },
  'Board Review': { release: 'Released', reject: 'Rejected' },
  Released: {},
  Rejected: {},
};

export const allowedActions = (status: ApplicationStatus): ReviewAction[] =>
  reviewActions.filter((action) => reviewTransitions[status][action] !== undefined);

/** The button text of each action in the review workspace. */
export const reviewActionLabels: Record<ReviewAction, string> = {
  advance: 'Move to next stage',
  return: 'Return for correction',
  release: 'Release',
  reject: 'Reject',
};

export const applicationMessages = {
  submitted: 'Application Submitted Successfully',
  checklistIncomplete: 'Complete every item of the requirements checklist before you submit.',
  notSubmittable: 'This application has already been submitted.',
  notFound: 'Application not found.',
  otpRequired: 'Field is required',
  codeSent: 'A one-time code has been sent to your phone and e-mail.',
  /** The dialog reopened for a code sent earlier that still works (issue 28 item 5). */
  codeStillValid: (minutes: number) =>
    `The code we sent to your phone and e-mail still works for ${minutes} more minute${minutes === 1 ? '' : 's'}. Enter it, or ask for a new one.`,
  confirmSubmit: 'Submit your application? You will receive a one-time code to confirm it.',
  transitionRefused: (status: string, action: string) =>
    `An application in status ${status} cannot be moved by "${action}".`,
  notPaid: 'The application fee has not been paid yet, so the application cannot be verified.',
  commentRequired: 'Please write a comment for the applicant.',
  returnCommentVisible: 'The reason for a return must be visible to the applicant.',
  commentTooLong: 'A comment can be at most 2000 characters.',
  moved: (status: string) => `Application moved to ${status}.`,
  commentAdded: 'Comment added.',
  noComments: 'No reviewer comments yet.',
} as const;

export const COMMENT_MAX = 2000;

const commentText = z.string().trim().max(COMMENT_MAX, applicationMessages.commentTooLong);

/** A comment as the applicant sees it (never one hidden from them). */
export const membershipCommentSchema = z.object({
  displayName: z.string(),
  commentDate: z.string(),
  comment: z.string(),
});
export type MembershipComment = z.infer<typeof membershipCommentSchema>;

/** GET application: one row of the applicant's list (spec 2 §3 "Application"). */
export const applicationSchema = z.object({
  Code: z.string(),
  AppliedCategory: z.string(),
  CategoryDescription: z.string(),
  /** The application charge including VAT, in KES. */
  Amount: z.number(),
  /** When it was (last) submitted; the registration time before that. */
  ApplicationDateTime: z.string(),
  status: z.enum(applicationStatuses),
  Submitted: z.boolean(),
  /** Submitted before and returned for correction: the button reads 're-Submit'. */
  Resubmission: z.boolean(),
  membershipComments: z.array(membershipCommentSchema),
  invoiceNo: z.string().nullable(),
  postedReceiptNo: z.string().nullable(),
  assignedMemberNo: z.string().nullable(),
  ProfileID: z.string().nullable(),
});
export type Application = z.infer<typeof applicationSchema>;

/** The row actions of spec 2 §4 item 4, each shown exactly when the spec says. */
export const applicationActions = (application: Application) => {
  const submitted = application.Submitted;
  return {
    submit: application.status === 'New',
    file: submitted && !application.assignedMemberNo,
    certificate: application.status === 'Released' && Boolean(application.assignedMemberNo),
    invoice: Boolean(application.invoiceNo),
    receipt: Boolean(application.postedReceiptNo),
    rejectionLetter: application.status === 'Rejected',
    acceptanceLetter: application.status === 'Released',
    payNow: Boolean(application.invoiceNo) && !application.postedReceiptNo,
    comments: application.membershipComments.length > 0,
  };
};
export type ApplicationActions = ReturnType<typeof applicationActions>;

/** The one-time code that signs a submission: the handle GET auth/send-otp returned, and the digits. */
export const submitApplicationSchema = z.object({
  Code: z.string().trim().min(1).max(40),
  otp: z.object({
    id: z.string().trim().min(1).max(200),
    otp_code: z
      .string({ error: applicationMessages.otpRequired })
      .trim()
      .min(1, applicationMessages.otpRequired)
      .max(12),
  }),
});
export type SubmitApplicationRequest = z.infer<typeof submitApplicationSchema>;

/** What a successful submission answers: where the application document is. */
export const submittedApplicationSchema = z.object({
  Code: z.string(),
  status: z.enum(applicationStatuses),
  invoiceNo: z.string(),
  documentPath: z.string(),
});
export type SubmittedApplication = z.infer<typeof submittedApplicationSchema>;

// ---------------------------------------------------------------------------------------------
// The staff review workspace

export const REVIEW_PAGE_SIZE = 20;

/**
 * Which applications the queue lists when no status is chosen: the work waiting for a decision (the
 * default, decision 0028), the finished ones (released or rejected), or every submitted one.
 */
export const reviewQueueViews = ['waiting', 'finished', 'all'] as const;
export type ReviewQueueView = (typeof reviewQueueViews)[number];
export const finishedStatuses = ['Released', 'Rejected'] as const satisfies readonly ApplicationStatus[];
export const waitingStatuses = [
  'Open',
  'Verified',
  'Committee Review',
  'Board Review',
] as const satisfies readonly ApplicationStatus[];

/**
 * The queue's sortable columns (the list kit, decision 0032): oldest submission first by default, so
 * nobody waits longest; `status` orders by stage, `due` by the service level's due date (finished
 * work, which has none, last).
 */
export const reviewQueueSort = listSort({
  columns: ['submitted', 'code', 'applicant', 'category', 'status', 'due'],
  sort: 'submitted',
  dir: 'asc',
});
export type ReviewQueueSort = (typeof reviewQueueSort.columns)[number];
export const REVIEW_QUEUE_CSV_STEM = 'review-queue';

const reviewQueueQueries = listQuerySchemas(
  {
    status: z.enum(applicationStatuses).optional(),
    view: z.enum(reviewQueueViews).default('waiting'),
    category: z.string().trim().max(40).optional(),
    /** Words of the applicant's name or e-mail, or the application code. */
    term: z.string().trim().max(100).optional(),
    /** me, none (unassigned) or a reviewer's id; absent: anyone's (decision 0031). */
    assignee: assigneeFilter.optional(),
    /** overdue, or more than this many whole days in the current stage. */
    age: ageFilter.optional(),
  },
  reviewQueueSort,
);
export const reviewQueueQuerySchema = reviewQueueQueries.list;
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuerySchema>;
/** The CSV of the same filter and order, every page, or only the selected rows (`ids`). */
export const reviewQueueCsvQuerySchema = reviewQueueQueries.csv;
export type ReviewQueueCsvQuery = z.infer<typeof reviewQueueCsvQuerySchema>;

export const reviewQueueItemSchema = z.object({
  /** The application's row number: what the selection holds, so "Export selected" can name rows. */
  id: z.number().int(),
  code: z.string(),
  applicantName: z.string(),
  email: z.string(),
  userType: z.enum(['Individual', 'Corporate']).nullable(),
  category: z.string(),
  status: z.enum(applicationStatuses),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
  paid: z.boolean(),
  /** The member number a released application assigned: the queue links to the member page. */
  assignedMemberNo: z.string().nullable(),
  assignee: reviewerSchema.nullable(),
  timing: stageTimingSchema,
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;

export const reviewQueueSchema = z.object({
  items: z.array(reviewQueueItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;

export const reviewCommentSchema = z.object({
  id: z.number().int(),
  displayName: z.string(),
  commentDate: z.string(),
  comment: z.string(),
  hiddenFromApplicant: z.boolean(),
});
export type ReviewComment = z.infer<typeof reviewCommentSchema>;

export const applicationTransitionSchema = z.object({
  from: z.enum(applicationStatuses).nullable(),
  to: z.enum(applicationStatuses),
  actor: z.string(),
  at: z.string(),
  comment: z.string().nullable(),
});
export type ApplicationTransition = z.infer<typeof applicationTransitionSchema>;

export const reviewRefereeSchema = z.object({
  entryNo: z.number().int(),
  name: z.string(),
  memberNo: z.string(),
  refereeType: z.string(),
  response: z.enum(['Accept', 'Reject']).nullable(),
  respondedAt: z.string().nullable(),
  remarks: z.string().nullable(),
});
export type ReviewReferee = z.infer<typeof reviewRefereeSchema>;

/** GET review/applications/{code}: everything a reviewer decides on, in one answer. */
export const reviewDetailSchema = z.object({
  code: z.string(),
  status: z.enum(applicationStatuses),
  category: z.string(),
  categoryDescription: z.string(),
  submittedAt: z.string().nullable(),
  assignedMemberNo: z.string().nullable(),
  applicant: z.object({
    userId: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    idNumber: z.string().nullable(),
    type: z.enum(['Individual', 'Corporate']).nullable(),
    profileId: z.string().nullable(),
  }),
  checklist: z.array(z.object({ description: z.string(), pass: z.boolean() })),
  referees: z.array(reviewRefereeSchema),
  payment: z.object({
    invoiceNo: z.string().nullable(),
    amount: z.number(),
    paid: z.number(),
    receiptNos: z.array(z.string()),
  }),
  history: z.array(applicationTransitionSchema),
  comments: z.array(reviewCommentSchema),
  allowedActions: z.array(z.enum(reviewActions)),
  assignment: assignmentSchema,
  timing: stageTimingSchema,
});
export type ReviewDetail = z.infer<typeof reviewDetailSchema>;

/** The reason a reviewer gives to take a checklist-gated step while items fail; blank is none. */
export const checklistOverrideText = z
  .string()
  .trim()
  .max(REASON_MAX, reviewDecisionMessages.overrideTooLong)
  .default('');

export const reviewTransitionSchema = z
  .object({
    action: z.enum(reviewActions),
    comment: commentText.default(''),
    hiddenFromApplicant: z.boolean().default(false),
    checklistOverride: checklistOverrideText,
  })
  .superRefine((value, context) => {
    if (value.action === 'return' && value.comment === '') {
      context.addIssue({ code: 'custom', path: ['comment'], message: applicationMessages.commentRequired });
    }
    if (value.action === 'reject' && value.comment === '') {
      context.addIssue({
        code: 'custom',
        path: ['comment'],
        message: reviewDecisionMessages.rejectReasonRequired,
      });
    }
    if (value.action === 'return' && value.hiddenFromApplicant) {
      context.addIssue({
        code: 'custom',
        path: ['hiddenFromApplicant'],
        message: applicationMessages.returnCommentVisible,
      });
    }
  });
export type ReviewTransitionRequest = z.input<typeof reviewTransitionSchema>;

export const reviewCommentRequestSchema = z.object({
  comment: commentText.min(1, applicationMessages.commentRequired),
  hiddenFromApplicant: z.boolean().default(false),
});
export type ReviewCommentRequest = z.input<typeof reviewCommentRequestSchema>;

/**
 * GET review/applications/{code}/profile: the applicant's whole profile, read-only. Each section's
 * entries are exactly what GET profile/<path> answers the applicant (documents carry their url).
 */
export const reviewProfileSchema = z.object({
  /** The personal bio (Individuals) as GET profile answers it; null when there is none. */
  bio: z.record(z.string(), z.unknown()).nullable(),
  /** The names of the bio's coded values by field (Nationality: 'Kenya'); a field without one shows its value. */
  names: z.record(z.string(), z.string()),
  /** The firm details (Corporate users) as GET profile/firmBio answers them; null otherwise. */
  firmBio: z.record(z.string(), z.unknown()).nullable(),
  sections: z.array(
    z.object({
      path: z.string(),
      label: z.string(),
      entries: z.array(z.record(z.string(), z.unknown())),
    }),
  ),
});
export type ReviewProfile = z.infer<typeof reviewProfileSchema>;
