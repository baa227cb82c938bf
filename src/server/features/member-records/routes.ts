import type { FastifyInstance } from 'fastify';
import { memberRecordEndpoints as declared } from '../../../contract/endpoints/member-records';
import type { AppContext } from '../../context';
import { endpointServer } from '../../platform/endpoints';
import { memberAuditTrail } from './member-audit-trail';
import { memberBookings } from './member-bookings';
import { memberCpd } from './member-cpd';
import { memberLedger } from './member-ledger';
import { memberMessages } from './member-messages';
import { memberNotes } from './member-notes';
import { memberSummary } from './member-summary';

/**
 * The member page's reads (issue 24): the record's summary, and its long lists a page at a time.
 * Staff read them; the message log and the audit trail stay with admins, as their own pages do.
 */
export function memberRecordRoutes(app: FastifyInstance, context: AppContext): void {
  const serve = endpointServer(app, context.policy, ['member records']);
  const { db } = context;

  serve(declared.record, 'readMemberRecords', (request) => memberSummary(db, request.params.memberNo));

  serve(declared.ledger, 'readMemberRecords', (request) =>
    memberLedger(db, request.params.memberNo, request.query.page),
  );
  serve(declared.cpd, 'readMemberRecords', (request) =>
    memberCpd(db, request.params.memberNo, request.query.page),
  );
  serve(declared.bookings, 'readMemberRecords', (request) =>
    memberBookings(db, request.params.memberNo, request.query.page),
  );
  serve(declared.notes, 'readMemberRecords', (request) =>
    memberNotes(db, request.params.memberNo, request.query.page),
  );
  serve(declared.messages, 'readOutbox', (request) =>
    memberMessages(db, request.params.memberNo, request.query.page),
  );
  serve(declared.audit, 'changeMemberRecords', (request) =>
    memberAuditTrail(db, request.params.memberNo, request.query.page),
  );
}
