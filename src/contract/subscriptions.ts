import { z } from 'zod';
import { dueStateSchema } from './money';

export { subscriptionMessages, subscriptionStatusTexts } from './subscription-messages';

/**
 * Annual subscriptions (spec 3 §2.4, §3 "Subscription", §7 "Subscriptions"; decisions.md
 * "Membership lifecycle"): a period (a year) is billed to every active member as one invoice with
 * source SUBSCRIPTION and the period as its reference; what the member sees is derived from that
 * invoice and the receipts allocated to it. Amounts are KES (money.ts kesOf).
 */

export const subscriptionStatuses = ['Billed', 'Partly Paid', 'Paid'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** One row of GET subs, newest period first, under the spec's field names. */
export const subscriptionSchema = z.object({
  /** The year billed, e.g. 2026. */
  subsPeriod: z.number().int(),
  /** The member's category code (e.g. 'GRADUATE'): the certificate rule reads it as the membership type. */
  memberCategory: z.string(),
  /** The category's name, which the member reads; the code stays for the certificate rule. */
  categoryName: z.string(),
  status: z.enum(subscriptionStatuses),
  billedAmount: z.number(),
  paidAmount: z.number(),
  /** ISO timestamp of the latest receipt allocated to the invoice; null while nothing is paid. */
  lastPaidDate: z.string().nullable(),
  billed: z.boolean(),
  /** Something has been paid. */
  paid: z.boolean(),
  fullyPaid: z.boolean(),
  /** The subscription invoice's number (INV-000123): what Invoice and Pay Now open. */
  documentNo: z.string(),
  /** The latest receipt's number (RCT-000123), spelled as the spec spells it; null while unpaid. */
  recieptNo: z.string().nullable(),
  profileID: z.string().nullable(),
  memberNo: z.string().nullable(),
  /** The subscription invoice's due date (YYYY-MM-DD). */
  dueDate: z.string(),
  /**
   * The period's state by the statement's rule (decision 0039): overdue while something is owed past
   * the due date, due before it, paid once settled. `status` stays the spec's billed/paid word.
   */
  dueState: dueStateSchema,
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export interface SubscriptionActionContext {
  /** The member's category code. */
  membershipType: string;
  /** The body's short name from settings. */
  companyShortName: string;
}

export interface SubscriptionActions {
  invoice: boolean;
  certificate: boolean;
  receipt: boolean;
  payNow: boolean;
}

/** spec 3 §2.4: graduates get no subscription certificate, and the ICS body issues none. */
export const CERTIFICATE_EXCLUDED_TYPE = 'GRADUATE';
export const CERTIFICATE_EXCLUDED_COMPANY = 'ICS';

/**
 * The row actions of the subscription list (spec 3 §2.4). The spec says "Certificate: if paid"; a
 * certificate states the member subscribed for the year, so it needs the period fully paid, not a
 * part payment (the server refuses a certificate for a period that is not fully paid either).
 */
export function subscriptionActions(
  sub: Pick<Subscription, 'billed' | 'paid' | 'fullyPaid' | 'recieptNo'>,
  { membershipType, companyShortName }: SubscriptionActionContext,
): SubscriptionActions {
  return {
    invoice: sub.billed,
    certificate:
      sub.paid &&
      sub.fullyPaid &&
      membershipType.toUpperCase() !== CERTIFICATE_EXCLUDED_TYPE &&
      companyShortName.toUpperCase() !== CERTIFICATE_EXCLUDED_COMPANY,
    receipt: sub.paid && Boolean(sub.recieptNo),
    payNow: !sub.fullyPaid,
  };
}

/** POST subs/certificate: the spec's parameters; the server checks them against the caller. */
export const subscriptionCertificateRequestSchema = z.object({
  profileID: z.string().trim().min(1).max(40),
  subsPeriod: z.coerce.number().int().min(1900).max(9999),
  memberCategory: z.string().trim().min(1).max(40),
});
export type SubscriptionCertificateRequest = z.infer<typeof subscriptionCertificateRequestSchema>;

/** GET subs/proforma/{code}, subs/receipt/{code}, POST subs/certificate: a base64 PDF. */
export const subscriptionPdfSchema = z.string();

/** The earliest and latest period a billing run accepts. */
export const BILLING_PERIOD_MIN = 2000;
export const BILLING_PERIOD_MAX = 2100;

/** POST admin/subscriptions/runs: bill a period to every active member. */
export const startBillingRunSchema = z.object({
  period: z.coerce.number().int().min(BILLING_PERIOD_MIN).max(BILLING_PERIOD_MAX),
});
export type StartBillingRunRequest = z.infer<typeof startBillingRunSchema>;

export const billingRunStatuses = ['Running', 'Finished', 'Failed'] as const;
export type BillingRunStatus = (typeof billingRunStatuses)[number];

/** Why a register member is not billed for a period. */
export const leftOutReasons = ['status', 'noCharge', 'admissionCovers', 'admittedAfter'] as const;
export type LeftOutReason = (typeof leftOutReasons)[number];

/** A group of members a period does not bill, with the first few of them to look at. */
export const leftOutGroupSchema = z.object({
  reason: z.enum(leftOutReasons),
  /** What the reason is about: the status (Suspended, ...) or the category code. */
  subject: z.string(),
  /** In words, for the page: e.g. "Status Suspended", "No subscription charge for GRADUATE". */
  label: z.string(),
  count: z.number().int(),
  members: z.array(z.object({ memberNo: z.string(), name: z.string() })),
});
export type LeftOutGroup = z.infer<typeof leftOutGroupSchema>;

export const leftOutLabel = (reason: LeftOutReason, subject: string, period: number): string =>
  reason === 'status'
    ? `Status ${subject}`
    : reason === 'noCharge'
      ? `No subscription charge for ${subject}`
      : reason === 'admissionCovers'
        ? `Admitted in ${period}: the ${subject} admission fee covers the first period`
        : `Admitted after ${period}`;

/** How many members of a left-out group the preview names; the count says how many there are. */
export const LEFT_OUT_SAMPLE = 10;

/** A billing run and its progress (GET admin/subscriptions/runs, runs/:id). */
export const billingRunSchema = z.object({
  id: z.number().int(),
  period: z.number().int(),
  status: z.enum(billingRunStatuses),
  /** Register members the run bills (with or without a portal account), counted when it started. */
  total: z.number().int(),
  /** Members handled so far (billed now or already billed). */
  processed: z.number().int(),
  /** Invoices this run raised. */
  billed: z.number().int(),
  /** Members who already had the period's invoice: nobody is billed twice. */
  alreadyBilled: z.number().int(),
  /** Display name of the staff member who started it. */
  startedBy: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Who the run left out and why, counted when it started. */
  leftOut: z.array(leftOutGroupSchema),
});
export type BillingRun = z.infer<typeof billingRunSchema>;

/** GET admin/subscriptions/preview?period=: who a run would bill and who it would leave out. */
export const billingPreviewSchema = z.object({
  period: z.number().int(),
  /** Members the run would bill now (their period invoice not raised yet). */
  toBill: z.number().int(),
  /** Of them, members without a portal account (billed all the same; their notice links to activation). */
  toBillWithoutAccount: z.number().int(),
  /** Members billed for the period already: a run bills nobody twice. */
  alreadyBilled: z.number().int(),
  /** The amount the run would invoice, KES. */
  amount: z.number(),
  byCategory: z.array(z.object({ category: z.string(), members: z.number().int(), amount: z.number() })),
  leftOut: z.array(leftOutGroupSchema),
});
export type BillingPreview = z.infer<typeof billingPreviewSchema>;

export const billingRunListSchema = z.array(billingRunSchema);

/** How often the admin page asks for a running run's progress. */
export const BILLING_RUN_POLL_MS = 1000;

/** Reminder timing around the due date (period-03-31): once before it, once after it. */
export const SUBSCRIPTION_REMINDER_DAYS_BEFORE_DUE = 14;
export const SUBSCRIPTION_REMINDER_DAYS_AFTER_DUE = 7;
