import { z } from 'zod';
import { userTypes } from './auth';
import { categorySchema, chargeItems } from './setup';

/**
 * Staff edits of the membership categories, their charges and the lookups the forms offer
 * (issue 10 "Back office"). Admins and the super-admin write; the public GET routes of
 * /api/setup answer the changes at once.
 */

/** The lookups one generic editor handles: GET/POST /api/admin/lookups/{kind}. */
export const lookupKinds = [
  'titles',
  'disciplines',
  'specialization-types',
  'universities',
  'counties',
  'cities',
] as const;
export type LookupKind = (typeof lookupKinds)[number];

export const lookupLabels: Record<LookupKind, { plural: string; singular: string; parent?: string }> = {
  titles: { plural: 'Titles', singular: 'title' },
  disciplines: { plural: 'Disciplines', singular: 'discipline' },
  'specialization-types': {
    plural: 'Specialization types',
    singular: 'specialization type',
    parent: 'Discipline',
  },
  universities: { plural: 'Universities', singular: 'university' },
  counties: { plural: 'Counties', singular: 'county' },
  cities: { plural: 'Cities', singular: 'city', parent: 'County' },
};

/** Only specialization types (their discipline) and cities (their county number) have a parent. */
export const kindsWithParent: readonly LookupKind[] = ['specialization-types', 'cities'];

export const lookupEntrySchema = z.object({
  code: z.string(),
  description: z.string(),
  /** The discipline code of a specialization type, the county number of a city; null otherwise. */
  parent: z.string().nullable(),
});
export type LookupEntry = z.infer<typeof lookupEntrySchema>;

const codeSchema = z
  .string()
  .trim()
  .min(1, 'Code is required')
  .max(40, 'Code must be at most 40 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9 ._/&-]*$/, 'Code may hold letters, digits, spaces and . _ / & -');
const descriptionSchema = z
  .string()
  .trim()
  .min(1, 'Description is required')
  .max(200, 'Description must be at most 200 characters');
const parentSchema = z.string().trim().max(40).optional();

export const lookupCreateSchema = z.object({
  code: codeSchema,
  description: descriptionSchema,
  parent: parentSchema,
});
export type LookupCreate = z.infer<typeof lookupCreateSchema>;

export const lookupUpdateSchema = z.object({ description: descriptionSchema, parent: parentSchema });
export type LookupUpdate = z.infer<typeof lookupUpdateSchema>;

/**
 * A category as staff see it: the public shape plus the prefix its member numbers get, and whether
 * the admission (application) fee pays the period a member is admitted in (no subscription invoice
 * for that period).
 */
export const adminCategorySchema = categorySchema.extend({
  memberNoPrefix: z.string(),
  admissionCoversFirstPeriod: z.boolean(),
  /** The previous CPD year's compliance is part of good standing (decision 0048). */
  cpdCountsForStanding: z.boolean(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const categoryUpdateSchema = z.object({
  Description: descriptionSchema,
  CanApply: z.boolean(),
  entitled: z.boolean(),
  /** Left out: unchanged (a client that does not know the setting keeps it as it is). */
  admissionCoversFirstPeriod: z.boolean().optional(),
  /** Left out: unchanged, as above. */
  cpdCountsForStanding: z.boolean().optional(),
});
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;

export const categoryCreateSchema = categoryUpdateSchema.extend({
  Code: codeSchema,
  categoryType: z.enum(userTypes),
  memberNoPrefix: z
    .string()
    .trim()
    .min(1, 'Member number prefix is required')
    .max(10, 'Member number prefix must be at most 10 characters'),
});
export type CategoryCreate = z.infer<typeof categoryCreateSchema>;

/** What a charge amount that is not a number (empty, "abc") says, on the form and from the server. */
export const chargeAmountRequired = 'Enter the amount in KES, for example 5000 or 5000.50';

/** KES including VAT, at most two decimals; the server keeps integer cents. Zero is allowed (a free item). */
export const chargeUpdateSchema = z.object({
  amount: z
    .number({ error: chargeAmountRequired })
    .min(0, 'Amount cannot be negative')
    .max(10_000_000, 'Amount must be at most 10,000,000')
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'At most two decimals'),
});
export type ChargeUpdate = z.infer<typeof chargeUpdateSchema>;
export { chargeItems };

export const lookupAdminMessages = {
  added: 'Added successfully',
  saved: 'Saved successfully',
  deleted: 'Deleted successfully',
  chargeSaved: 'Charge saved',
  confirmZeroCharge: (item: string, category: string) =>
    `Charge nothing for ${item} in ${category}? Members will not be invoiced for it.`,
  codeTaken: 'That code is already in use. Choose another code.',
  notFound: 'Not found. It may have been deleted; reload the list.',
  parentRequired: (label: string) => `${label} is required`,
  parentUnknown: (label: string) => `${label} does not exist`,
  countyCodeNumeric: 'A county code must be a whole number',
  inUse: (singular: string, users: string) =>
    `This ${singular} cannot be deleted: ${users} still use it. Rename it instead.`,
  categoryInUse: (users: string) =>
    `This category cannot be deleted: ${users} still use it. Turn off "Can apply" to stop new applications instead.`,
  confirmDelete: (description: string) => `Delete "${description}"? This cannot be undone.`,
} as const;
