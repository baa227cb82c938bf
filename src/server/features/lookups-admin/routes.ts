import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chargeItems } from '../../../contract/setup';
import {
  adminCategorySchema,
  categoryCreateSchema,
  categoryUpdateSchema,
  chargeUpdateSchema,
  lookupAdminMessages,
  lookupCreateSchema,
  lookupEntrySchema,
  lookupKinds,
  lookupUpdateSchema,
} from '../../../contract/setup-lookups-admin';
import type { AppContext } from '../../context';
import { auditActor } from '../../platform/audit';
import { guard, requireSession } from '../../platform/policies';
import {
  addCategory,
  deleteCategory,
  listAdminCategories,
  saveCharge,
  updateCategory,
} from './manage-categories';
import { addLookup, deleteLookup, listLookup, updateLookup } from './manage-lookups';

const tags = ['admin'];
const kindParams = z.object({ kind: z.enum(lookupKinds) });
const entryParams = kindParams.extend({ code: z.string().min(1).max(40) });
const categoryParams = z.object({ code: z.string().min(1).max(40) });
const entryAnswer = { 200: z.object({ data: lookupEntrySchema }) };
const categoryAnswer = { 200: z.object({ data: adminCategorySchema }) };
const doneAnswer = { 200: z.object({ message: z.string() }) };

/**
 * Back office (issue 10): admins keep the membership categories, their charges and the lookups
 * up to date without a developer. Every write is audited; deletes refuse values still in use.
 */
export function lookupAdminRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const onRequest = guard('admin', context.policy);
  const actor = (request: { session: Parameters<typeof requireSession>[0] }) =>
    auditActor(requireSession(request.session));

  api.get(
    '/api/admin/lookups/:kind',
    {
      onRequest,
      schema: { tags, params: kindParams, response: { 200: z.object({ data: z.array(lookupEntrySchema) }) } },
    },
    async (request) => ({ data: await listLookup(db, request.params.kind) }),
  );
  api.post(
    '/api/admin/lookups/:kind',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add a lookup value; 409 when the code exists',
        params: kindParams,
        body: lookupCreateSchema,
        response: entryAnswer,
      },
    },
    async (request) => ({ data: await addLookup(db, request.params.kind, request.body, actor(request)) }),
  );
  api.put(
    '/api/admin/lookups/:kind/:code',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Rename a lookup value',
        params: entryParams,
        body: lookupUpdateSchema,
        response: entryAnswer,
      },
    },
    async (request) => ({
      data: await updateLookup(db, request.params.kind, request.params.code, request.body, actor(request)),
    }),
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
      await deleteLookup(db, request.params.kind, request.params.code, actor(request));
      return { message: lookupAdminMessages.deleted };
    },
  );

  api.get(
    '/api/admin/categories',
    { onRequest, schema: { tags, response: { 200: z.object({ data: z.array(adminCategorySchema) }) } } },
    async () => ({ data: await listAdminCategories(db) }),
  );
  api.post(
    '/api/admin/categories',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add a membership category; 409 when the code exists',
        body: categoryCreateSchema,
        response: categoryAnswer,
      },
    },
    async (request) => ({ data: await addCategory(db, request.body, actor(request)) }),
  );
  api.put(
    '/api/admin/categories/:code',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Edit description, CanApply and entitled',
        params: categoryParams,
        body: categoryUpdateSchema,
        response: categoryAnswer,
      },
    },
    async (request) => ({
      data: await updateCategory(db, request.params.code, request.body, actor(request)),
    }),
  );
  api.put(
    '/api/admin/categories/:code/charges/:item',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Set a charge in KES including VAT (stored as cents)',
        params: categoryParams.extend({ item: z.enum(chargeItems) }),
        body: chargeUpdateSchema,
        response: categoryAnswer,
      },
    },
    async (request) => ({
      data: await saveCharge(
        db,
        request.params.code,
        request.params.item,
        request.body.amount,
        actor(request),
      ),
    }),
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
      await deleteCategory(db, request.params.code, actor(request));
      return { message: lookupAdminMessages.deleted };
    },
  );
}
