import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checklistItemSchema, checklistMessages } from '../../../contract/checklist';
import type { AppContext } from '../../context';
import { notFound } from '../../platform/errors';
import { guard, requireSession } from '../../platform/policies';
import { checklistFor } from './evaluate';
import { checklistRuleRoutes } from './rule-routes';

const tags = ['checklist'];
const response = { 200: z.object({ data: z.array(checklistItemSchema) }) };

/**
 * The requirements checklist (spec 2 §2.3, spec 3 §2.1): GET /api/application/checklist/:category
 * and GET /api/checklist?category=&type=. Signed-in users only; always the caller's own profile.
 * The rules themselves are managed by admins (rule-routes.ts).
 */
export function checklistRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = guard('member', context.policy);
  checklistRuleRoutes(app, context);

  api.get(
    '/api/application/checklist/:category',
    {
      onRequest,
      schema: {
        tags,
        summary: "The signed-in user's checklist for a category",
        params: z.object({ category: z.string().min(1).max(40) }),
        response,
      },
    },
    async (request) => {
      const session = requireSession(request.session);
      return { data: await checklistFor(context.db, session.user.id, request.params.category) };
    },
  );

  api.get(
    '/api/checklist',
    {
      onRequest,
      schema: {
        tags,
        summary: "The signed-in user's checklist (category defaults to the user's, type to the category's)",
        querystring: z.object({
          category: z.string().max(40).optional(),
          type: z.enum(['Individual', 'Corporate']).optional(),
        }),
        response,
      },
    },
    async (request) => {
      const { user } = requireSession(request.session);
      const category = request.query.category || user.category;
      if (!category) throw notFound(checklistMessages.categoryNotFound);
      return { data: await checklistFor(context.db, user.id, category, request.query.type) };
    },
  );
}
