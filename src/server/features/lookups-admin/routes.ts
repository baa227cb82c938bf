import type { FastifyInstance } from 'fastify';
import { lookupAdminEndpoints as declared } from '../../../contract/endpoints/lookups-admin';
import { lookupAdminMessages } from '../../../contract/setup-lookups-admin';
import type { AppContext } from '../../context';
import { requestActor } from '../../platform/audit';
import { endpointServer } from '../../platform/endpoints';
import {
  addCategory,
  deleteCategory,
  listAdminCategories,
  saveCharge,
  updateCategory,
} from './manage-categories';
import { addLookup, deleteLookup, listLookup, updateLookup } from './manage-lookups';

const tags = ['admin'];

/**
 * Back office (issue 10): admins keep the membership categories, their charges and the lookups
 * up to date without a developer. Every write is audited; deletes refuse values still in use and
 * answer `{ message }` alone.
 */
export function lookupAdminRoutes(app: FastifyInstance, context: AppContext): void {
  const serve = endpointServer(app, context.policy, tags);
  const { db } = context;

  serve(declared.lookups, 'admin', (request) => listLookup(db, request.params.kind));

  serve(declared.addLookup, 'admin', (request) =>
    addLookup(db, request.params.kind, request.body, requestActor(request)),
  );

  serve(declared.renameLookup, 'admin', (request) =>
    updateLookup(db, request.params.kind, request.params.code, request.body, requestActor(request)),
  );

  serve(declared.deleteLookup, 'admin', async (request) => {
    await deleteLookup(db, request.params.kind, request.params.code, requestActor(request));
    return { message: lookupAdminMessages.deleted };
  });

  serve(declared.categories, 'admin', () => listAdminCategories(db));

  serve(declared.addCategory, 'admin', (request) => addCategory(db, request.body, requestActor(request)));

  serve(declared.updateCategory, 'admin', (request) =>
    updateCategory(db, request.params.code, request.body, requestActor(request)),
  );

  serve(declared.saveCharge, 'admin', (request) =>
    saveCharge(db, request.params.code, request.params.item, request.body.amount, requestActor(request)),
  );

  serve(declared.deleteCategory, 'admin', async (request) => {
    await deleteCategory(db, request.params.code, requestActor(request));
    return { message: lookupAdminMessages.deleted };
  });
}
