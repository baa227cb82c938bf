import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  memberEntryUpdateSchema,
  memberInvoiceRequestSchema,
  memberMessageRequestSchema,
  memberNoParamsSchema,
  memberNoteRequestSchema,
  memberNoteSchema,
  memberRecordMessages,
  statusChangeRequestSchema,
} from '../../../contract/member-records';
import type { AppContext } from '../../context';
import { auditActor } from '../../platform/audit';
import { guard, policies, requireSession } from '../../platform/policies';
import { changeMemberStatus } from './change-status';
import { addMemberNote } from './member-notes';
import { raiseMemberInvoice } from './raise-member-invoice';
import { sendMemberMessage } from './send-member-message';
import { updateMemberEntry } from './update-entry';

const tags = ['member records'];
const answer = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object({ data: z.object({ message: z.string(), ...shape }) });

/**
 * The member page's changes (issue 24), each audited: admins edit the entry, change the status,
 * raise an invoice and write to the member; staff add notes. A payment is posted through the
 * payments posted by hand (POST admin/manual-payments), log-in-as through admin/loginas.
 */
export function memberRecordActionRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const adminsOnly = guard(policies.changeMemberRecords, context.policy);
  const actorOf = (request: { session: Parameters<typeof requireSession>[0] }) =>
    auditActor(requireSession(request.session));

  api.put(
    '/api/admin/members/:memberNo',
    {
      onRequest: adminsOnly,
      schema: {
        tags,
        summary: "Edit a member record's names, ID number, contacts and category (admins)",
        params: memberNoParamsSchema,
        body: memberEntryUpdateSchema,
        response: { 200: answer({ changed: z.array(z.string()) }) },
      },
    },
    async (request) => {
      const { memberNo } = request.params;
      const outcome = await updateMemberEntry(context.db, actorOf(request), memberNo, request.body);
      const message =
        outcome.changed.length === 0
          ? memberRecordMessages.entryUnchanged
          : memberRecordMessages.entrySaved(memberNo);
      return { data: { message, ...outcome } };
    },
  );

  api.post(
    '/api/admin/members/:memberNo/status',
    {
      onRequest: adminsOnly,
      schema: {
        tags,
        summary: "Change a member's status, with the reason and the date it took effect (admins)",
        params: memberNoParamsSchema,
        body: statusChangeRequestSchema,
        response: { 200: answer({}) },
      },
    },
    async (request) => {
      const { memberNo } = request.params;
      await changeMemberStatus(context.db, actorOf(request), memberNo, request.body);
      return { data: { message: memberRecordMessages.statusChanged(memberNo, request.body.status) } };
    },
  );

  api.post(
    '/api/admin/members/:memberNo/invoices',
    {
      onRequest: adminsOnly,
      schema: {
        tags,
        summary: 'Raise a one-off invoice on a member record (admins)',
        params: memberNoParamsSchema,
        body: memberInvoiceRequestSchema,
        response: { 201: answer({ invoiceNo: z.string() }) },
      },
    },
    async (request, reply) => {
      const raised = await raiseMemberInvoice(
        context.db,
        actorOf(request),
        request.params.memberNo,
        request.body,
      );
      const message = memberRecordMessages.invoiceRaised(raised.invoiceNo, request.body.amount);
      return reply.status(201).send({ data: { message, ...raised } });
    },
  );

  api.post(
    '/api/admin/members/:memberNo/messages',
    {
      onRequest: adminsOnly,
      schema: {
        tags,
        summary: "E-mail or text the member at the register's e-mail or phone, through the outbox (admins)",
        params: memberNoParamsSchema,
        body: memberMessageRequestSchema,
        response: { 201: answer({ recipient: z.string() }) },
      },
    },
    async (request, reply) => {
      const sent = await sendMemberMessage(context, actorOf(request), request.params.memberNo, request.body);
      const message = memberRecordMessages.messageSent(request.body.channel, sent.recipient);
      return reply.status(201).send({ data: { message, ...sent } });
    },
  );

  api.post(
    '/api/admin/members/:memberNo/notes',
    {
      onRequest: guard(policies.readMemberRecords, context.policy),
      schema: {
        tags,
        summary: 'Add a staff note to a member record (staff)',
        params: memberNoParamsSchema,
        body: memberNoteRequestSchema,
        response: { 201: z.object({ data: memberNoteSchema }) },
      },
    },
    async (request, reply) => {
      const note = await addMemberNote(
        context.db,
        actorOf(request),
        request.params.memberNo,
        request.body.body,
      );
      return reply.status(201).send({ data: note });
    },
  );
}
