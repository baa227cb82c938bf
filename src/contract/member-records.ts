import { z } from 'zod';
import { applicationStatuses } from './application-statuses';
import { auditEntrySchema } from './audit-log';
import { bookingStatuses } from './events';
import { licenceStatuses } from './licences';
import { openInvoiceSchema } from './manual-payments';
import { memberStatuses, registerLimits } from './member-register';
import { ledgerEntrySchema } from './money';
import { outboxMessageSchema } from './outbox';
import { upgradeStatuses } from './upgrades';

export * from './member-record-messages';
export * from './member-record-requests';

/** What the member page reads (see member-record-messages.ts for who may read and change it). */

export const memberNoParamsSchema = z.object({
  memberNo: z.string().trim().min(1).max(registerLimits.memberNo),
});

export const memberPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

const paged = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });

export const memberEntrySchema = z.object({
  memberNo: z.string(),
  firstName: z.string(),
  secondName: z.string().nullable(),
  lastName: z.string(),
  idNumber: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  category: z.string(),
  categoryDescription: z.string().nullable(),
  status: z.enum(memberStatuses),
  /** The day the member was admitted through the portal; null when imported. */
  admittedOn: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MemberEntry = z.infer<typeof memberEntrySchema>;

export const statusChangeSchema = z.object({
  id: z.number(),
  from: z.enum(memberStatuses),
  to: z.enum(memberStatuses),
  reason: z.string(),
  effectiveOn: z.string(),
  actorName: z.string(),
  at: z.string(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** The portal account linked to the record; a member record need not have one. */
export const memberAccountSchema = z.object({
  userId: z.number(),
  email: z.string(),
  phone: z.string().nullable(),
  activatedAt: z.string().nullable(),
  /** The last time the member signed in themselves (not staff logged in as them); null if never. */
  lastSignInAt: z.string().nullable(),
  emailVerifiedAt: z.string().nullable(),
  deactivatedAt: z.string().nullable(),
  canLogInAs: z.boolean(),
});
export type MemberAccount = z.infer<typeof memberAccountSchema>;

export const memberProfileSchema = z.object({
  profileId: z.string(),
  name: z.string(),
  gender: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  /** The country's name (the code when the list lacks it). */
  nationality: z.string(),
  /** The discipline's name (the code when the list lacks it). */
  discipline: z.string().nullable(),
  confirmed: z.boolean(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

export const subscriptionStates = ['Paid', 'Due', 'Overdue'] as const;
export const memberSubscriptionSchema = z.object({
  period: z.number(),
  invoiceNo: z.string(),
  totalLCY: z.number(),
  owedLCY: z.number(),
  dueDate: z.string(),
  state: z.enum(subscriptionStates),
});
export type MemberSubscription = z.infer<typeof memberSubscriptionSchema>;

export const memberApplicationSchema = z.object({
  code: z.string(),
  category: z.string(),
  /** The category's name, which staff read; the code when the category is gone. */
  categoryName: z.string(),
  status: z.enum(applicationStatuses),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export const memberUpgradeSchema = z.object({
  code: z.string(),
  fromCategory: z.string(),
  fromCategoryName: z.string(),
  toCategory: z.string(),
  toCategoryName: z.string(),
  status: z.enum(upgradeStatuses),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export const memberLicenceSchema = z.object({
  code: z.string(),
  licenceNo: z.string().nullable(),
  type: z.string(),
  status: z.enum(licenceStatuses),
  createdAt: z.string(),
});
export type MemberApplication = z.infer<typeof memberApplicationSchema>;
export type MemberUpgrade = z.infer<typeof memberUpgradeSchema>;
export type MemberLicence = z.infer<typeof memberLicenceSchema>;

/** GET admin/members/{memberNo}: the record and its short lists; long lists have their own pages. */
export const memberRecordSchema = z.object({
  entry: memberEntrySchema,
  statusHistory: z.array(statusChangeSchema),
  goodStanding: z.boolean(),
  account: memberAccountSchema.nullable(),
  profile: memberProfileSchema.nullable(),
  balanceLCY: z.number(),
  openInvoices: z.array(openInvoiceSchema),
  subscriptions: z.array(memberSubscriptionSchema),
  applications: z.array(memberApplicationSchema),
  upgrades: z.array(memberUpgradeSchema),
  licences: z.array(memberLicenceSchema),
});
export type MemberRecord = z.infer<typeof memberRecordSchema>;

export const memberCpdAwardSchema = z.object({
  certificateNo: z.string(),
  description: z.string(),
  provider: z.string(),
  eventDate: z.string(),
  points: z.number(),
  period: z.number(),
  source: z.enum(['ATTENDANCE', 'MANUAL']),
});
export const memberBookingSchema = z.object({
  bookingNo: z.string(),
  eventNo: z.string(),
  event: z.string(),
  startDate: z.string(),
  status: z.enum(bookingStatuses),
  amountLCY: z.number(),
  attendedAt: z.string().nullable(),
});
export const memberNoteSchema = z.object({
  id: z.number(),
  body: z.string(),
  authorName: z.string(),
  at: z.string(),
});
export type MemberCpdAward = z.infer<typeof memberCpdAwardSchema>;
export type MemberBooking = z.infer<typeof memberBookingSchema>;
export type MemberNote = z.infer<typeof memberNoteSchema>;

/** The statement, newest first (billing/ledger.ts reads it oldest first for the member). */
export const memberLedgerPageSchema = paged(ledgerEntrySchema);
export const memberCpdPageSchema = paged(memberCpdAwardSchema);
export const memberBookingsPageSchema = paged(memberBookingSchema);
/** Outbox rows to the record's or account's e-mail and phone (admins, as the message log). */
export const memberMessagesPageSchema = paged(outboxMessageSchema);
/** Audit rows whose subject is the record, its account or its invoices (admins, as the audit log). */
export const memberAuditPageSchema = paged(auditEntrySchema);
export const memberNotesPageSchema = paged(memberNoteSchema);
export type MemberPage<Item> = { items: Item[]; total: number; page: number; pageSize: number };
