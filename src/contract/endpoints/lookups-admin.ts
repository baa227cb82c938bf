import { z } from 'zod';
import { endpoint } from '../endpoint';
import { chargeItems } from '../setup';
import {
  adminCategorySchema,
  categoryCreateSchema,
  categoryUpdateSchema,
  chargeUpdateSchema,
  lookupCreateSchema,
  lookupEntrySchema,
  lookupKinds,
  lookupUpdateSchema,
} from '../setup-lookups-admin';

const kindParams = z.object({ kind: z.enum(lookupKinds) });
const entryParams = kindParams.extend({ code: z.string().min(1).max(40) });
const categoryParams = z.object({ code: z.string().min(1).max(40) });

/**
 * Back office (issue 10): membership categories, their charges and the lookups. The deletes answer
 * `{ message }` alone (a `withMessage` declaration without `data`).
 */
export const lookupAdminEndpoints = {
  lookups: endpoint({
    method: 'GET',
    path: '/api/admin/lookups/:kind',
    summary: 'The values of one lookup, for editing',
    params: kindParams,
    data: z.array(lookupEntrySchema),
  }),
  addLookup: endpoint({
    method: 'POST',
    path: '/api/admin/lookups/:kind',
    summary: 'Add a lookup value; 409 when the code exists',
    params: kindParams,
    body: lookupCreateSchema,
    data: lookupEntrySchema,
  }),
  renameLookup: endpoint({
    method: 'PUT',
    path: '/api/admin/lookups/:kind/:code',
    summary: 'Rename a lookup value',
    params: entryParams,
    body: lookupUpdateSchema,
    data: lookupEntrySchema,
  }),
  deleteLookup: endpoint({
    method: 'DELETE',
    path: '/api/admin/lookups/:kind/:code',
    summary: 'Delete an unused lookup value; 409 while in use',
    params: entryParams,
    withMessage: true,
  }),
  categories: endpoint({
    method: 'GET',
    path: '/api/admin/categories',
    summary: 'The membership categories with their charges, for editing',
    data: z.array(adminCategorySchema),
  }),
  addCategory: endpoint({
    method: 'POST',
    path: '/api/admin/categories',
    summary: 'Add a membership category; 409 when the code exists',
    body: categoryCreateSchema,
    data: adminCategorySchema,
  }),
  updateCategory: endpoint({
    method: 'PUT',
    path: '/api/admin/categories/:code',
    summary: 'Edit description, CanApply and entitled',
    params: categoryParams,
    body: categoryUpdateSchema,
    data: adminCategorySchema,
  }),
  saveCharge: endpoint({
    method: 'PUT',
    path: '/api/admin/categories/:code/charges/:item',
    summary: 'Set a charge in KES including VAT (stored as cents)',
    params: categoryParams.extend({ item: z.enum(chargeItems) }),
    body: chargeUpdateSchema,
    data: adminCategorySchema,
  }),
  deleteCategory: endpoint({
    method: 'DELETE',
    path: '/api/admin/categories/:code',
    summary: 'Delete an unused category; 409 while in use',
    params: categoryParams,
    withMessage: true,
  }),
};
