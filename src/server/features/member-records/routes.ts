import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  memberAuditPageSchema,
  memberBookingsPageSchema,
  memberCpdPageSchema,
  memberLedgerPageSchema,
  memberMessagesPageSchema,
  memberNoParamsSchema,
  memberNotesPageSchema,
  memberPageQuerySchema,
  memberRecordSchema,
} from '../../../contract/member-records';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { guard, policies, type Role } from '../../platform/policies';
import { memberAuditTrail } from './member-audit-trail';
import { memberBookings } from './member-bookings';
import { memberCpd } from './member-cpd';
import { memberLedger } from './member-ledger';
import { memberMessages } from './member-messages';
import { memberNotes } from './member-notes';
import { memberSummary } from './member-summary';

const tags = ['member records'];
type PagedList = (db: Db, memberNo: string, page: number) => Promise<unknown>;

/**
 * The member page's reads (issue 24): the record's summary, and its long lists a page at a time.
 * Staff read them; the message log and the audit trail stay with admins, as their own pages do.
 */
export function memberRecordRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/members/:memberNo',
    {
      onRequest: guard(policies.readMemberRecords, context.policy),
      schema: {
        tags,
        summary: 'One member record: entry, status history, account, profile, money, applications (staff)',
        params: memberNoParamsSchema,
        response: { 200: z.object({ data: memberRecordSchema }) },
      },
    },
    async (request) => ({ data: await memberSummary(context.db, request.params.memberNo) }),
  );

  const lists: [path: string, what: string, role: Role, schema: z.ZodType, read: PagedList][] = [
    ['ledger', 'statement, newest first', policies.readMemberRecords, memberLedgerPageSchema, memberLedger],
    ['cpd', 'CPD awards', policies.readMemberRecords, memberCpdPageSchema, memberCpd],
    ['bookings', 'event bookings', policies.readMemberRecords, memberBookingsPageSchema, memberBookings],
    ['notes', 'staff notes', policies.readMemberRecords, memberNotesPageSchema, memberNotes],
    ['messages', 'e-mails and SMS sent', policies.readOutbox, memberMessagesPageSchema, memberMessages],
    ['audit', 'audit trail', 'admin', memberAuditPageSchema, memberAuditTrail],
  ];
  for (const [path, what, role, schema, read] of lists) {
    api.get(
      `/api/admin/members/:memberNo/${path}`,
      {
        onRequest: guard(role, context.policy),
        schema: {
          tags,
          summary: `A member record's ${what}, 20 a page (${role === 'admin' ? 'admins' : 'staff'})`,
          params: memberNoParamsSchema,
          querystring: memberPageQuerySchema,
          response: { 200: z.object({ data: schema }) },
        },
      },
      async (request) => ({ data: await read(context.db, request.params.memberNo, request.query.page) }),
    );
  }
}
