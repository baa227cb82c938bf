import { z } from 'zod';

export const reviewKinds = ['application', 'upgrade', 'licence'] as const;
export type ReviewKind = (typeof reviewKinds)[number];

/** One review stage with work in it: how much, how much of it overdue, and the oldest. */
export const waitingStageSchema = z.object({
  kind: z.enum(reviewKinds),
  stage: z.string(),
  count: z.number(),
  /** The stage's service level in days (settings: review_service_days, decision 0031). */
  serviceDays: z.number(),
  /** Waiting longer than the service level since it reached the stage. */
  overdue: z.number(),
  /** Whole days the oldest has waited at the stage. */
  oldestDays: z.number(),
});
export type WaitingStage = z.infer<typeof waitingStageSchema>;

export const monthIncomeSchema = z.object({
  /** YYYY-MM */
  month: z.string(),
  /** KES */
  amount: z.number(),
});

/** Money figures, in KES; only for staff who may read the reports. */
export const overviewMoneySchema = z.object({
  incomeThisMonth: z.number(),
  incomeThisYear: z.number(),
  /** The last twelve months, oldest first, each month present. */
  incomeByMonth: z.array(monthIncomeSchema),
  overdue: z.number(),
  membersInArrears: z.number(),
  /** Subscription invoices still open and not yet due: renewals members are expected to pay. */
  renewalsDue: z.number(),
  renewalsDueAmount: z.number(),
});
export type OverviewMoney = z.infer<typeof overviewMoneySchema>;

export const upcomingEventSchema = z.object({
  no: z.string(),
  description: z.string(),
  /** YYYY-MM-DD */
  startDate: z.string(),
  booked: z.number(),
  capacity: z.number().nullable(),
});
export type UpcomingEvent = z.infer<typeof upcomingEventSchema>;

/** GET admin/overview: the staff landing page, each figure linking to the list behind it. */
export const staffOverviewSchema = z.object({
  accounts: z.object({
    users: z.number(),
    profiles: z.number(),
    staff: z.number(),
    applicantsWithoutProfile: z.number(),
  }),
  messages: z.object({ pending: z.number(), failed: z.number() }),
  work: z.array(waitingStageSchema),
  thisMonth: z.object({
    /** YYYY-MM */
    month: z.string(),
    applicationsSubmitted: z.number(),
    membersAdmitted: z.number(),
    upgradesSubmitted: z.number(),
  }),
  money: overviewMoneySchema.nullable(),
  upcomingEvents: z.array(upcomingEventSchema),
});
export type StaffOverview = z.infer<typeof staffOverviewSchema>;
