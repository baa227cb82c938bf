import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lookupAdminEndpoints as declared } from '../../../contract/endpoints/lookups-admin';
import { lookupAdminMessages, lookupKinds } from '../../../contract/setup-lookups-admin';
import type { AppContext } from '../../context';
import { requestActor } from '../../platform/audit';
import { endpointServer } from '../../platform/endpoints';
import { guard } from '../../platform/policies';
import {
  addCategory,
  deleteCategory,
  listAdminCategories,
  saveCharge,
  updateCategory,
} from './manage-categories';
import { addLookup, deleteLookup, listLookup, updateLookup } from './manage-lookups';

const tags = ['admin'];
const entryParams = z.object({ kind: z.enum(lookupKinds), code: z.string().min(1).max(40) });
const categoryParams = z.object({ code: z.string().min(1).max(40) });
const doneAnswer = { 200: z.object({ message: z.string() }) };

/**
 * Back office (issue 10): admins keep the membership categories, their charges and the lookups
 * up to date without a developer. Every write is audited; deletes refuse values still in use.
 * The deletes answer `{ message }` alone, not the `{ data }` envelope: registered by hand.
 */
export function lookupAdminRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const serve = endpointServer(app, context.policy, tags);
  const { db } = context;
  const onRequest = guard('admin', context.policy);

  serve(declared.lookups, 'admin', (request) => listLookup(db, request.params.kind));

  serve(declared.addLookup, 'admin', (request) =>
    addLookup(db, request.params.kind, request.body, requestActor(request)),
  );

  serve(declared.renameLookup, 'admin', (request) =>
    updateLookup(db, request.params.kind, request.params.code, request.body, requestActor(request)),
  );

  api.delete(
    '/api/admin/lookups/:kind/:code',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Delete an unused lookup value; 409 while in use',
        params: entryParams,
        response: doneAnswer,
      },
    },
    async (request) => {
      await deleteLookup(db, request.params.kind, request.params.code, requestActor(request));
      return { message: lookupAdminMessages.deleted };
    },
  );

  serve(declared.categories, 'admin', () => listAdminCategories(db));

  serve(declared.addCategory, 'admin', (request) => addCategory(db, request.body, requestActor(request)));

  serve(declared.updateCategory, 'admin', (request) =>
    updateCategory(db, request.params.code, request.body, requestActor(request)),
  );

  serve(declared.saveCharge, 'admin', (request) =>
    saveCharge(db, request.params.code, request.params.item, request.body.amount, requestActor(request)),
  );

  api.delete(
    '/api/admin/categories/:code',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Delete an unused category; 409 while in use',
        params: categoryParams,
        response: doneAnswer,
      },
    },
    async (request) => {
      await deleteCategory(db, request.params.code, requestActor(request));
      return { message: lookupAdminMessages.deleted };
    },
  );
}
