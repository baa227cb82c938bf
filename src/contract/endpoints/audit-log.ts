import { accountActivityPageSchema, accountActivityQuerySchema } from '../account-activity';
import { auditLogCsvQuerySchema, auditLogPageSchema, auditLogQuerySchema } from '../audit-log';
import { endpoint } from '../endpoint';
import { csvEndpoint } from '../list-query';

/** Who did what, as whom, when: the whole log for admins, and each account's own activity. */
export const auditLogEndpoints = {
  auditLog: endpoint({
    method: 'GET',
    path: '/api/admin/audit-log',
    summary: 'Audit log: who did what, as whom, when (admins)',
    query: auditLogQuerySchema,
    data: auditLogPageSchema,
  }),
  auditLogCsv: csvEndpoint({
    path: '/api/admin/audit-log/csv',
    summary: 'Audit log under the same filters and order (admins)',
    query: auditLogCsvQuerySchema,
  }),
  ownActivity: endpoint({
    method: 'GET',
    path: '/api/auth/activity',
    summary: "The signed-in account's own activity, with what staff did on its behalf marked",
    query: accountActivityQuerySchema,
    data: accountActivityPageSchema,
  }),
};
