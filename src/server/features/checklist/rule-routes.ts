import type { FastifyInstance } from 'fastify';
import { checklistMessages } from '../../../contract/checklist';
import { checklistEndpoints as declared } from '../../../contract/endpoints/checklist';
import type { AppContext } from '../../context';
import { requestActor } from '../../platform/audit';
import { endpointServer } from '../../platform/endpoints';
import { addRule, listRules, updateRule } from './manage-rules';

/** Checklist rules per category (decisions.md: admins configure checklist rules). Admins and above. */
export function checklistRuleRoutes(app: FastifyInstance, context: AppContext): void {
  const serve = endpointServer(app, context.policy, ['checklist']);

  serve(declared.rules, 'manageReferenceLists', (request) => listRules(context.db, request.query.category));

  serve(declared.addRule, 'manageReferenceLists', async (request) => {
    const rule = await addRule(context.db, requestActor(request), request.body);
    return { message: checklistMessages.ruleAdded, rule };
  });

  serve(declared.updateRule, 'manageReferenceLists', async (request) => {
    const rule = await updateRule(context.db, requestActor(request), request.body);
    return { message: checklistMessages.ruleUpdated, rule };
  });
}
