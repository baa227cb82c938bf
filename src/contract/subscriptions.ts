import { z } from 'zod';

export { subscriptionMessages } from './subscription-messages';

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

/** A billing run and its progress (GET admin/subscriptions/runs, runs/:id). */
export const billingRunSchema = z.object({
  id: z.number().int(),
  period: z.number().int(),
  status: z.enum(billingRunStatuses),
  /** Active members with a portal account when the run started. */
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
});
export type BillingRun = z.infer<typeof billingRunSchema>;

export const billingRunListSchema = z.array(billingRunSchema);

/** How often the admin page asks for a running run's progress. */
export const BILLING_RUN_POLL_MS = 1000;

/** Reminder timing around the due date (period-03-31): once before it, once after it. */
export const SUBSCRIPTION_REMINDER_DAYS_BEFORE_DUE = 14;
export const SUBSCRIPTION_REMINDER_DAYS_AFTER_DUE = 7;
