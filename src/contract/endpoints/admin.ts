import { endpoint } from '../endpoint';
import {
  outboxIdParamsSchema,
  outboxMessageDetailSchema,
  outboxPageSchema,
  outboxQuerySchema,
  outboxResendAllBodySchema,
  outboxResendAllSchema,
  outboxResendSchema,
} from '../outbox';
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
  outboxMessage: endpoint({
    method: 'GET',
    path: '/api/admin/outbox/:id',
    summary: 'One message of the log with its text body, unless it carries a code or one-use link (admins)',
    params: outboxIdParamsSchema,
    data: outboxMessageDetailSchema,
  }),
  outboxResend: endpoint({
    method: 'POST',
    path: '/api/admin/outbox/:id/resend',
    summary: 'Queue a failed or sent message again; a second press while it waits changes nothing (audited)',
    params: outboxIdParamsSchema,
    data: outboxResendSchema,
    withMessage: true,
  }),
  outboxResendFailed: endpoint({
    method: 'POST',
    path: '/api/admin/outbox/resend-failed',
    summary: 'Queue every failed message again, except those carrying a code or one-use link (audited)',
    body: outboxResendAllBodySchema,
    data: outboxResendAllSchema,
    withMessage: true,
  }),
  overview: endpoint({
    method: 'GET',
    path: '/api/admin/overview',
    summary: 'Work waiting, this month, money (admins) and upcoming events for staff',
    data: staffOverviewSchema,
  }),
};
