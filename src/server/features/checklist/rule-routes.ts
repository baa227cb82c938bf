import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addChecklistRuleSchema,
  checklistMessages,
  checklistRuleSchema,
  updateChecklistRuleSchema,
} from '../../../contract/checklist';
import type { AppContext } from '../../context';
import { auditActor } from '../../platform/audit';
import { guard, requireSession } from '../../platform/policies';
import { addRule, listRules, updateRule } from './manage-rules';

const tags = ['checklist'];
const saved = { 200: z.object({ data: z.object({ message: z.string(), rule: checklistRuleSchema }) }) };

/** Checklist rules per category (decisions.md: admins configure checklist rules). Admins and above. */
export function checklistRuleRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = guard('admin', context.policy);

  api.get(
    '/api/admin/checklist-rules',
    {
      onRequest,
      schema: {
        tags,
        summary: "A category's checklist rules in order, switched-off ones included (admins)",
        querystring: z.object({ category: z.string().min(1).max(40) }),
        response: { 200: z.object({ data: z.array(checklistRuleSchema) }) },
      },
    },
    async (request) => ({ data: await listRules(context.db, request.query.category) }),
  );

  api.post(
    '/api/admin/checklist-rules',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add an item to a category (admins)',
        body: addChecklistRuleSchema,
        response: saved,
      },
    },
    async (request) => {
      const actor = auditActor(requireSession(request.session));
      const rule = await addRule(context.db, actor, request.body);
      return { data: { message: checklistMessages.ruleAdded, rule } };
    },
  );

  api.post(
    '/api/admin/checklist-rules/update',
    {
      onRequest,
      schema: {
        tags,
        summary: "Change a rule's wording, switch it on or off, or move it up or down (admins)",
        body: updateChecklistRuleSchema,
        response: saved,
      },
    },
    async (request) => {
      const actor = auditActor(requireSession(request.session));
      const rule = await updateRule(context.db, actor, request.body);
      return { data: { message: checklistMessages.ruleUpdated, rule } };
    },
  );
}
