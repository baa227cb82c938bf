import { z } from 'zod';
import { messages } from '../common';
import { entryBase, numberFromText, requiredText, sectionSchemas, toUpper } from './fields';
import { sectionMessages } from './messages';

// Equipment/facilities and employees of a firm (spec 2 §3 Facility and Employee, §5 Firm sections).

/** A far larger count than any firm has; it keeps the number an exact integer in both databases. */
export const MAX_FIRM_COUNT = 1_000_000;

/**
 * A required whole number from 0 to MAX_FIRM_COUNT. Forms (and the facility's multipart form) send
 * it as text; an empty text counts as missing.
 */
const wholeCount = (required: string) =>
  z.preprocess(
    numberFromText,
    z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null ? required : sectionMessages.wholeCountInvalid,
      })
      .int(sectionMessages.wholeCountInvalid)
      .min(0, sectionMessages.wholeCountInvalid)
      .max(MAX_FIRM_COUNT, sectionMessages.wholeCountInvalid),
  ) as z.ZodType<number, number | string>;

// ---------------------------------------------------------------------------------------------
// Facilities. The ownership evidence (a PDF, PNG or JPEG) comes in the multipart field `ownership`
// ('Attachment is required' unless the entry has a stored file; contract/uploads.ts `evidence`).

export const facilitySchemas = sectionSchemas({
  nameOfEquipment: requiredText(messages.fieldRequired, 150).transform(toUpper),
  quantity: wholeCount(messages.fieldRequired),
  remarks: requiredText(messages.fieldRequired, 500),
});
export type FacilityInput = z.input<typeof facilitySchemas.create>;

export const facilityEntrySchema = z.object({
  ...entryBase,
  nameOfEquipment: z.string(),
  quantity: z.number(),
  remarks: z.string(),
  /** Whether the ownership evidence is stored. */
  attached: z.boolean(),
  /** The evidence's document id (it downloads at documentUrl(ownership)), or null. */
  ownership: z.string().nullable(),
});
export type FacilityEntry = z.infer<typeof facilityEntrySchema>;

// ---------------------------------------------------------------------------------------------
// Employees: how many staff of each employee type (code list employee-types), one entry per type.

export const employeeSchemas = sectionSchemas({
  /** An employee type code (GET /api/profile/employees/employeeSetup). */
  code: requiredText(sectionMessages.typeRequired, 40),
  count: wholeCount(sectionMessages.countRequired),
});
export type EmployeeInput = z.input<typeof employeeSchemas.create>;

export const employeeEntrySchema = z.object({
  ...entryBase,
  code: z.string(),
  /** The type's description from the setup list, as it was when saved. */
  description: z.string(),
  count: z.number(),
});
export type EmployeeEntry = z.infer<typeof employeeEntrySchema>;
