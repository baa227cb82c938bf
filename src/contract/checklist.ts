import { z } from 'zod';
import { userTypes } from './auth';
import { messages } from './common';

/**
 * Requirements checklist item codes (spec 3 §2.1). Each code names the profile part it checks and
 * the component `/checklist/component/{code}` opens. Every code here has an evaluator on the server;
 * new codes are added here, to the server's evaluators and to the web's component map.
 */
export const checklistItemCodes = [
  'PROFILE',
  'PICTURE',
  'ID',
  'CONTACTS',
  'SPECILIZATION',
  'EDUCATION',
  'PROFESSIONAL',
  'WORK EXPERIENCE',
  'REFEREE',
  'ATTACHMENTS',
  'CV',
  'DIRECTORS',
  'SHAREHOLDERS',
  'FIRMEMPLOYEES',
  'FACILITIES',
  'FIRMBANKERS',
  'SERVICES',
] as const;
export type ChecklistItemCode = (typeof checklistItemCodes)[number];

/** What each item asks for, in words staff recognise (the admin screen's item picker). */
export const checklistItemLabels: Record<ChecklistItemCode, string> = {
  PROFILE: 'Bio or firm details completed',
  PICTURE: 'Profile picture',
  ID: 'Identification document',
  CONTACTS: 'An active contact',
  SPECILIZATION: 'A specialization',
  EDUCATION: 'An other (educational) qualification',
  PROFESSIONAL: 'An academic (professional) qualification',
  'WORK EXPERIENCE': 'A work experience entry',
  REFEREE: 'Referees',
  ATTACHMENTS: 'An attachment',
  CV: 'A CV attachment',
  DIRECTORS: 'A director',
  SHAREHOLDERS: 'A shareholder',
  FIRMEMPLOYEES: 'Firm employees',
  FACILITIES: 'Equipment or facilities',
  FIRMBANKERS: 'A banker',
  SERVICES: 'A service',
};

/** One checklist row: the item code, its description and whether the profile passes it. */
export const checklistItemSchema = z.object({
  checkListType: z.string(),
  description: z.string(),
  pass: z.boolean(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const checklistMessages = {
  categoryNotFound: 'Membership category not found.',
  ruleNotFound: 'Checklist rule not found.',
  ruleExists: 'This category already has that checklist item.',
  descriptionRequired: 'Description is required',
  categoryRequired: 'Choose a membership category',
  itemRequired: 'Item is required',
  ruleAdded: 'Checklist item added',
  ruleUpdated: 'Checklist item updated',
} as const;

/** How many referees the REFEREE item asks for: two members who vouch for the applicant. */
export const REQUIRED_REFEREES = 2;

/** A checklist rule as staff manage it (decisions.md: admins configure checklist rules). */
export const checklistRuleSchema = z.object({
  id: z.number().int(),
  categoryCode: z.string(),
  userType: z.enum(userTypes),
  itemCode: z.string(),
  description: z.string(),
  sequence: z.number().int(),
  active: z.boolean(),
});
export type ChecklistRule = z.infer<typeof checklistRuleSchema>;

const ruleDescription = z
  .string({ error: checklistMessages.descriptionRequired })
  .trim()
  .min(1, checklistMessages.descriptionRequired)
  .max(200, messages.tooLong(200));

export const addChecklistRuleSchema = z.object({
  categoryCode: z
    .string({ error: checklistMessages.categoryRequired })
    .trim()
    .min(1, checklistMessages.categoryRequired)
    .max(40, messages.tooLong(40)),
  itemCode: z.enum(checklistItemCodes, { error: checklistMessages.itemRequired }),
  description: ruleDescription,
});
export type AddChecklistRuleRequest = z.infer<typeof addChecklistRuleSchema>;

/** Change a rule: its wording, whether it applies, or its place (up or down one) in the list. */
export const updateChecklistRuleSchema = z.object({
  id: z.number().int().positive(),
  description: ruleDescription.optional(),
  active: z.boolean().optional(),
  move: z.enum(['up', 'down']).optional(),
});
export type UpdateChecklistRuleRequest = z.infer<typeof updateChecklistRuleSchema>;

/** The rounded share of passed items, 0-100 (an empty checklist counts as complete). */
export function checklistPercentage(items: readonly Pick<ChecklistItem, 'pass'>[]): number {
  if (items.length === 0) return 100;
  return Math.round((items.filter((item) => item.pass).length / items.length) * 100);
}
