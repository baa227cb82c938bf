import { z } from 'zod';

/**
 * Requirements checklist item codes (spec 3 §2.1). Each code names the profile part it checks and
 * the component `/checklist/component/{code}` opens. Only codes the server can evaluate are seeded;
 * new codes are added here, to the server's evaluators and to the web's component map.
 */
export const checklistItemCodes = [
  'PROFILE',
  'PICTURE',
  'ID',
  'CONTACTS',
  'WORK EXPERIENCE',
  'SPECILIZATION',
  'FIRMBANKERS',
  'SERVICES',
] as const;
export type ChecklistItemCode = (typeof checklistItemCodes)[number];

/** One checklist row: the item code, its description and whether the profile passes it. */
export const checklistItemSchema = z.object({
  checkListType: z.string(),
  description: z.string(),
  pass: z.boolean(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const checklistMessages = {
  categoryNotFound: 'Membership category not found.',
} as const;

/** The rounded share of passed items, 0-100 (an empty checklist counts as complete). */
export function checklistPercentage(items: readonly Pick<ChecklistItem, 'pass'>[]): number {
  if (items.length === 0) return 100;
  return Math.round((items.filter((item) => item.pass).length / items.length) * 100);
}
