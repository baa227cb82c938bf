import { endpoint } from '../endpoint';
import { outboxPageSchema, outboxQuerySchema, staffOverviewSchema } from '../outbox';

/** Staff pages of the portal as a whole: the message log and the overview's head counts. */
export const adminEndpoints = {
  outbox: endpoint({
    method: 'GET',
    path: '/api/admin/outbox',
    summary: 'Message log of e-mails and SMS (admins)',
    query: outboxQuerySchema,
    data: outboxPageSchema,
  }),
  overview: endpoint({
    method: 'GET',
    path: '/api/admin/overview',
    summary: 'Head counts for staff',
    data: staffOverviewSchema,
  }),
};
