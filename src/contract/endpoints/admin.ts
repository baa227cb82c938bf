import { endpoint } from '../endpoint';
import { outboxPageSchema, outboxQuerySchema } from '../outbox';
import { staffOverviewSchema } from '../staff-overview';

/** Staff pages of the portal as a whole: the message log and the overview. */
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
    summary: 'Work waiting, this month, money (admins) and upcoming events for staff',
    data: staffOverviewSchema,
  }),
};
