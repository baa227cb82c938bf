import type { FastifyInstance } from 'fastify';
import { checklistMessages } from '../../../contract/checklist';
import { checklistEndpoints as declared } from '../../../contract/endpoints/checklist';
import type { AppContext } from '../../context';
import { endpointServer } from '../../platform/endpoints';
import { notFound } from '../../platform/errors';
import { requireSession } from '../../platform/policies';
import { checklistFor } from './evaluate';
import { checklistRuleRoutes } from './rule-routes';

/**
 * The requirements checklist (spec 2 §2.3, spec 3 §2.1): GET /api/application/checklist/:category
 * and GET /api/checklist?category=&type=. Signed-in users only; always the caller's own profile.
 * The rules themselves are managed by admins (rule-routes.ts).
 */
export function checklistRoutes(app: FastifyInstance, context: AppContext): void {
  const serve = endpointServer(app, context.policy, ['checklist']);
  checklistRuleRoutes(app, context);

  serve(declared.forCategory, 'ownAccount', (request) =>
    checklistFor(context.db, requireSession(request.session).user.id, request.params.category),
  );

  serve(declared.own, 'ownAccount', async (request) => {
    const { user } = requireSession(request.session);
    const category = request.query.category || user.category;
    if (!category) throw notFound(checklistMessages.categoryNotFound);
    return checklistFor(context.db, user.id, category, request.query.type);
  });
}
