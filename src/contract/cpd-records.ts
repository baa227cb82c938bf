import { z } from 'zod';
import { messages } from './common';
import { cpdRecordStatuses } from './cpd-points';
import { pastDate } from './profile-sections/fields';
import { documentRefSchema } from './uploads';

export * from './cpd-points';

/**
 * CPD members log themselves, the activity types staff keep with their points rules, and the points
 * each category must earn in a CPD year (issue 30, decision 0045). The rules themselves are in
 * cpd-points.ts (re-exported here).
 */

export const CPD_HOURS_MAX = 500;
export const CPD_POINTS_LIMIT = 1000;
export const CPD_YEAR_MIN = 2000;
export const CPD_YEAR_MAX = 2100;

export const cpdRecordMessages = {
  recordNotFound: 'CPD record not found',
  notAMember: 'CPD is logged by registered members (with a member number).',
  verifiedLocked: 'This CPD record has been verified and can no longer be changed.',
  typeNotAvailable: 'Choose an activity type from the list.',
  evidenceRequired: 'Add evidence (a PDF or an image) before submitting.',
  endBeforeStart: 'The end date cannot come before the start date',
  hoursPositive: 'Hours must be more than 0',
  hoursTooMany: `Hours must be at most ${CPD_HOURS_MAX}`,
  twoDecimals: 'Use at most two decimals',
  created: 'CPD record saved as a draft',
  updated: 'CPD record saved',
  removed: 'CPD record deleted',
  evidenceSaved: 'Evidence uploaded',
  submitted: 'CPD record submitted for verification',
  typeNotFound: 'Activity type not found',
  typeNameTaken: 'An activity type with this name exists already',
  typeInUse: 'This activity type has CPD records; make it inactive instead.',
  typeSaved: 'Activity type saved',
  typeRemoved: 'Activity type deleted',
  requirementNotFound: 'CPD requirement not found',
  requirementTaken: 'This category already has a requirement for that CPD year',
  requirementSaved: 'CPD requirement saved',
  requirementRemoved: 'CPD requirement deleted',
  structuredAboveTotal: 'The structured minimum cannot be more than the total',
  categoryNotFound: 'Membership category not found',
} as const;

const hasTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

const decimal = (max: number, tooMany: string) =>
  z
    .number({ error: messages.fieldRequired })
    .finite()
    .max(max, tooMany)
    .refine(hasTwoDecimals, cpdRecordMessages.twoDecimals);
const positivePoints = decimal(CPD_POINTS_LIMIT, `At most ${CPD_POINTS_LIMIT}`).positive(
  'Must be more than 0',
);
const text = (max: number) =>
  z.string().trim().min(1, messages.fieldRequired).max(max, messages.tooLong(max));

export const cpdYearSchema = z.coerce.number().int().min(CPD_YEAR_MIN).max(CPD_YEAR_MAX);
/** GET cpd/records and cpd/progress: the CPD year, this year when left out. */
export const cpdYearQuerySchema = z.object({ year: cpdYearSchema.optional() });

/** POST cpd/records and PUT cpd/records/{id}: what the member logs (evidence goes separately). */
export const cpdRecordInputSchema = z
  .object({
    activityTypeId: z
      .number({ error: cpdRecordMessages.typeNotAvailable })
      .int()
      .positive({ error: cpdRecordMessages.typeNotAvailable }),
    title: text(200),
    provider: text(120),
    startDate: pastDate('Start Date is required'),
    endDate: pastDate('End Date is required'),
    hours: decimal(CPD_HOURS_MAX, cpdRecordMessages.hoursTooMany).positive(cpdRecordMessages.hoursPositive),
    reflection: z.string().trim().max(2000, messages.tooLong(2000)).default(''),
  })
  .refine((record) => record.endDate >= record.startDate, {
    path: ['endDate'],
    message: cpdRecordMessages.endBeforeStart,
  });
export type CpdRecordInput = z.input<typeof cpdRecordInputSchema>;

export const cpdRecordIdParams = z.object({ id: z.coerce.number().int().positive() });

export const cpdRecordSchema = z.object({
  id: z.number(),
  activityTypeId: z.number(),
  activityType: z.string(),
  structured: z.boolean(),
  title: z.string(),
  provider: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  hours: z.number(),
  reflection: z.string(),
  evidence: documentRefSchema.nullable(),
  status: z.enum(cpdRecordStatuses),
  /** The activity's points, capped per activity (the yearly cap shows in progress). */
  points: z.number(),
  cpdYear: z.number(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** Why staff rejected it or what evidence they ask for. */
  reviewNote: z.string().nullable(),
  /** False once verified: the member may no longer change or delete it. */
  editable: z.boolean(),
});
export type CpdRecord = z.infer<typeof cpdRecordSchema>;

/** The multipart field that carries the evidence (PDF, PNG or JPEG, 10,000,000 bytes). */
export const CPD_EVIDENCE_FIELD = 'evidence';

const pointsCap = positivePoints.nullable();

/** POST/PUT admin/cpd/activity-types: a type and its points rules. */
export const cpdActivityTypeInputSchema = z.object({
  name: text(80),
  structured: z.boolean(),
  pointsPerHour: positivePoints,
  maxPointsPerActivity: pointsCap,
  maxPointsPerYear: pointsCap,
  active: z.boolean().default(true),
});
export type CpdActivityTypeInput = z.input<typeof cpdActivityTypeInputSchema>;

export const cpdActivityTypeSchema = z.object({
  id: z.number(),
  name: z.string(),
  structured: z.boolean(),
  pointsPerHour: z.number(),
  maxPointsPerActivity: z.number().nullable(),
  maxPointsPerYear: z.number().nullable(),
  active: z.boolean(),
});
export type CpdActivityType = z.infer<typeof cpdActivityTypeSchema>;

/** The staff list adds how many records use each type (a type in use cannot be deleted). */
export const adminCpdActivityTypeSchema = cpdActivityTypeSchema.extend({ recordCount: z.number() });
export type AdminCpdActivityType = z.infer<typeof adminCpdActivityTypeSchema>;

export const cpdIdParams = z.object({ id: z.coerce.number().int().positive() });

const requirementFigures = {
  totalPoints: decimal(CPD_POINTS_LIMIT, `At most ${CPD_POINTS_LIMIT}`).min(0),
  minStructuredPoints: decimal(CPD_POINTS_LIMIT, `At most ${CPD_POINTS_LIMIT}`).min(0),
};
const structuredWithinTotal = {
  check: (value: { totalPoints: number; minStructuredPoints: number }) =>
    value.minStructuredPoints <= value.totalPoints,
  issue: { path: ['minStructuredPoints'], message: cpdRecordMessages.structuredAboveTotal },
};

/** POST admin/cpd/requirements: a category's points for one CPD year. */
export const cpdRequirementCreateSchema = z
  .object({
    category: z.string().trim().min(1, messages.fieldRequired).max(40),
    year: cpdYearSchema,
    ...requirementFigures,
  })
  .refine(structuredWithinTotal.check, structuredWithinTotal.issue);
export type CpdRequirementCreate = z.input<typeof cpdRequirementCreateSchema>;

/** PUT admin/cpd/requirements/{id}: the figures; category and year stay. */
export const cpdRequirementUpdateSchema = z
  .object(requirementFigures)
  .refine(structuredWithinTotal.check, structuredWithinTotal.issue);
export type CpdRequirementUpdate = z.input<typeof cpdRequirementUpdateSchema>;

export const cpdRequirementSchema = z.object({
  id: z.number(),
  category: z.string(),
  year: z.number(),
  totalPoints: z.number(),
  minStructuredPoints: z.number(),
  /** The end of the CPD year. */
  dueDate: z.string(),
});
export type CpdRequirement = z.infer<typeof cpdRequirementSchema>;

export const cpdRequirementsQuerySchema = z.object({ year: cpdYearSchema.optional() });

const progressFigures = { earned: z.number(), pending: z.number() };
/** GET cpd/progress: see CpdProgress in cpd-points.ts. */
export const cpdProgressSchema = z.object({
  year: z.number(),
  category: z.string().nullable(),
  requirement: z
    .object({ totalPoints: z.number(), minStructuredPoints: z.number(), dueDate: z.string() })
    .nullable(),
  ...progressFigures,
  structuredEarned: z.number(),
  unstructuredEarned: z.number(),
  stillNeeded: z.number(),
  structuredStillNeeded: z.number(),
  met: z.boolean().nullable(),
  byType: z.array(
    z.object({
      typeId: z.number().nullable(),
      name: z.string(),
      structured: z.boolean(),
      ...progressFigures,
      maxPointsPerYear: z.number().nullable(),
    }),
  ),
  byMonth: z.array(z.object({ month: z.number(), ...progressFigures })),
});
