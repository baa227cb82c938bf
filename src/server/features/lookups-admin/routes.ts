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

  serve(declared.lookups, 'manageReferenceLists', (request) => listLookup(db, request.params.kind));

  serve(declared.addLookup, 'manageReferenceLists', (request) =>
    addLookup(db, request.params.kind, request.body, requestActor(request)),
  );

  serve(declared.renameLookup, 'manageReferenceLists', (request) =>
    updateLookup(db, request.params.kind, request.params.code, request.body, requestActor(request)),
  );

  serve(declared.deleteLookup, 'manageReferenceLists', async (request) => {
    await deleteLookup(db, request.params.kind, request.params.code, requestActor(request));
    return { message: lookupAdminMessages.deleted };
  });

  serve(declared.categories, 'manageReferenceLists', () => listAdminCategories(db));

  serve(declared.addCategory, 'manageReferenceLists', (request) =>
    addCategory(db, request.body, requestActor(request)),
  );

  serve(declared.updateCategory, 'manageReferenceLists', (request) =>
    updateCategory(db, request.params.code, request.body, requestActor(request)),
  );

  serve(declared.saveCharge, 'manageReferenceLists', (request) =>
    saveCharge(db, request.params.code, request.params.item, request.body.amount, requestActor(request)),
  );

  serve(declared.deleteCategory, 'manageReferenceLists', async (request) => {
    await deleteCategory(db, request.params.code, requestActor(request));
    return { message: lookupAdminMessages.deleted };
  });
}
