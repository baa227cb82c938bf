import { z } from 'zod';
import {
  adminUserIdParamsSchema,
  adminUserRefSchema,
  adminUsersCsvQuerySchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  adminUserUpdateSchema,
  deleteOutcomeSchema,
} from '../admin-users';
import { sessionSchema } from '../auth';
import { bulkMessageResultSchema, bulkMessageSchema } from '../bulk-messages';
import { endpoint } from '../endpoint';
import { csvEndpoint } from '../list-query';

/** What an action answers: the text to show, inside the `data`. */
const done = z.object({ message: z.string() });

/** User accounts administration (spec 1 §7 admin/users … admin/loginas). */
export const adminUserEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/users',
    summary: 'Accounts, 20 a page, searched (spec 1 §5), filtered by role and state, sorted',
    query: adminUsersQuerySchema,
    data: adminUsersPageSchema,
  }),
  csv: csvEndpoint({
    path: '/api/admin/users/csv',
    summary: 'The accounts the filter shows, or the selected ones',
    query: adminUsersCsvQuerySchema,
  }),
  message: endpoint({
    method: 'POST',
    path: '/api/admin/users/messages',
    summary: 'E-mail the selected accounts at their sign-in e-mail, through the outbox',
    body: bulkMessageSchema,
    data: bulkMessageResultSchema,
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/admin/updateUser/:id',
    summary: "Edit an account's name, e-mail, phone and ID number",
    params: adminUserIdParamsSchema,
    body: adminUserUpdateSchema,
    data: done,
  }),
  remove: endpoint({
    method: 'POST',
    path: '/api/admin/deleteUser/:id',
    summary: 'Delete an account, or deactivate it when money or documents refer to it',
    params: adminUserIdParamsSchema,
    data: deleteOutcomeSchema,
  }),
  sendResetLink: endpoint({
    method: 'POST',
    path: '/api/admin/sendActivationLink',
    summary: 'E-mail the user a password reset link',
    body: adminUserRefSchema,
    data: done,
  }),
  unlock: endpoint({
    method: 'POST',
    path: '/api/admin/unlockUser/:id',
    summary: 'End the lock that too many wrong passwords put on an account (audited)',
    params: adminUserIdParamsSchema,
    data: done,
  }),
  reactivate: endpoint({
    method: 'POST',
    path: '/api/admin/reactivateUser/:id',
    summary: 'Let a deactivated account sign in again, after a password reset (audited)',
    params: adminUserIdParamsSchema,
    data: done,
  }),
  logInAs: endpoint({
    method: 'POST',
    path: '/api/admin/loginas',
    summary: 'Switch this browser to a session of the member (audited)',
    body: adminUserRefSchema,
    data: sessionSchema,
  }),
  returnFromLogInAs: endpoint({
    method: 'POST',
    path: '/api/admin/loginas/return',
    summary: "End a log-in-as session and return to the admin's own session",
    data: sessionSchema,
  }),
};
