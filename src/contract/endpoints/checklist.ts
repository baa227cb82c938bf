import { z } from 'zod';
import {
  addChecklistRuleSchema,
  checklistItemSchema,
  checklistRuleSchema,
  updateChecklistRuleSchema,
} from '../checklist';
import { endpoint } from '../endpoint';

const savedRule = z.object({ message: z.string(), rule: checklistRuleSchema });

/**
 * The requirements checklist (spec 2 §2.3, spec 3 §2.1), always of the caller's own profile, and
 * its rules per category as admins manage them.
 */
export const checklistEndpoints = {
  forCategory: endpoint({
    method: 'GET',
    path: '/api/application/checklist/:category',
    summary: "The signed-in user's checklist for a category",
    params: z.object({ category: z.string().min(1).max(40) }),
    data: z.array(checklistItemSchema),
  }),
  own: endpoint({
    method: 'GET',
    path: '/api/checklist',
    summary: "The signed-in user's checklist (category defaults to the user's, type to the category's)",
    query: z.object({
      category: z.string().max(40).optional(),
      type: z.enum(['Individual', 'Corporate']).optional(),
    }),
    data: z.array(checklistItemSchema),
  }),
  rules: endpoint({
    method: 'GET',
    path: '/api/admin/checklist-rules',
    summary: "A category's checklist rules in order, switched-off ones included (admins)",
    query: z.object({ category: z.string().min(1).max(40) }),
    data: z.array(checklistRuleSchema),
  }),
  addRule: endpoint({
    method: 'POST',
    path: '/api/admin/checklist-rules',
    summary: 'Add an item to a category (admins)',
    body: addChecklistRuleSchema,
    data: savedRule,
  }),
  updateRule: endpoint({
    method: 'POST',
    path: '/api/admin/checklist-rules/update',
    summary: "Change a rule's wording, switch it on or off, or move it up or down (admins)",
    body: updateChecklistRuleSchema,
    data: savedRule,
  }),
};
