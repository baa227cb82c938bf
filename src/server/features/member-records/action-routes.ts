import type { FastifyInstance } from 'fastify';
import { memberRecordEndpoints as declared } from '../../../contract/endpoints/member-records';
import { memberRecordMessages } from '../../../contract/member-records';
import type { AppContext } from '../../context';
import { requestActor } from '../../platform/audit';
import { endpointServer } from '../../platform/endpoints';
import { changeMemberStatus } from './change-status';
import { addMemberNote } from './member-notes';
import { raiseMemberInvoice } from './raise-member-invoice';
import { sendMemberMessage } from './send-member-message';
import { updateMemberEntry } from './update-entry';

/**
 * The member page's changes (issue 24), each audited: admins edit the entry, change the status,
 * raise an invoice and write to the member; staff add notes. A payment is posted through the
 * payments posted by hand (POST admin/manual-payments), log-in-as through admin/loginas.
 */
export function memberRecordActionRoutes(app: FastifyInstance, context: AppContext): void {
  const serve = endpointServer(app, context.policy, ['member records']);

  serve(declared.updateEntry, 'changeMemberRecords', async (request) => {
    const { memberNo } = request.params;
    const outcome = await updateMemberEntry(context.db, requestActor(request), memberNo, request.body);
    const message =
      outcome.changed.length === 0
        ? memberRecordMessages.entryUnchanged
        : memberRecordMessages.entrySaved(memberNo);
    return { message, ...outcome };
  });

  serve(declared.changeStatus, 'changeMemberRecords', async (request) => {
    const { memberNo } = request.params;
    await changeMemberStatus(context.db, requestActor(request), memberNo, request.body);
    return { message: memberRecordMessages.statusChanged(memberNo, request.body.status) };
  });

  serve(declared.raiseInvoice, 'changeMemberRecords', async (request) => {
    const raised = await raiseMemberInvoice(
      context.db,
      requestActor(request),
      request.params.memberNo,
      request.body,
    );
    const message = memberRecordMessages.invoiceRaised(raised.invoiceNo, request.body.amount);
    return { message, ...raised };
  });

  serve(declared.sendMessage, 'changeMemberRecords', async (request) => {
    const sent = await sendMemberMessage(
      context,
      requestActor(request),
      request.params.memberNo,
      request.body,
    );
    const message = memberRecordMessages.messageSent(request.body.channel, sent.recipient);
    return { message, ...sent };
  });

  serve(declared.addNote, 'readMemberRecords', (request) =>
    addMemberNote(context.db, requestActor(request), request.params.memberNo, request.body.body),
  );
}
