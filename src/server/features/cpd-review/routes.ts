import type { FastifyInstance } from 'fastify';
import { cpdReviewMessages } from '../../../contract/cpd-review';
import { cpdReviewEndpoints as declared } from '../../../contract/endpoints/cpd-review';
import type { AppContext } from '../../context';
import { requestActor } from '../../platform/audit';
import { endpointServer } from '../../platform/endpoints';
import { requireSession } from '../../platform/policies';
import { cancelAudit, startAudit } from './audit-draw';
import { auditDetail, listAudits, memberAudits, myAudits, recordOutcome } from './audit-reads';
import { decideRecord } from './review-decisions';
import { reviewQueue, reviewRecord } from './review-queue';

/**
 * Staff verification of CPD records and the yearly random CPD audit (issue 30, decision 0047).
 * Approvers and admins verify and record audit outcomes (verifyCpd); admins draw and cancel audits
 * (runCpdAudits).
 */
export function cpdReviewRoutes(app: FastifyInstance, context: AppContext): void {
  const serve = endpointServer(app, context.policy, ['cpd']);
  const { db } = context;

  serve(declared.queue, 'verifyCpd', (request) => reviewQueue(db, request.query));
  serve(declared.record, 'verifyCpd', (request) => reviewRecord(db, request.params.id));

  serve(declared.approve, 'verifyCpd', async (request) => ({
    message: cpdReviewMessages.approved,
    data: await decideRecord(context, request.params.id, 'approve', null, requestActor(request)),
  }));
  serve(declared.reject, 'verifyCpd', async (request) => ({
    message: cpdReviewMessages.rejected,
    data: await decideRecord(
      context,
      request.params.id,
      'reject',
      request.body.reason,
      requestActor(request),
    ),
  }));
  serve(declared.requestEvidence, 'verifyCpd', async (request) => ({
    message: cpdReviewMessages.evidenceRequested,
    data: await decideRecord(
      context,
      request.params.id,
      'request-evidence',
      request.body.note,
      requestActor(request),
    ),
  }));

  serve(declared.audits, 'verifyCpd', (request) => listAudits(db, request.query.year));
  serve(declared.audit, 'verifyCpd', (request) => auditDetail(db, request.params.id));
  serve(declared.startAudit, 'runCpdAudits', async (request) => {
    const audit = await startAudit(context, request.body, requestActor(request));
    return { message: cpdReviewMessages.auditStarted(audit.selectedCount, audit.eligibleCount), data: audit };
  });
  serve(declared.cancelAudit, 'runCpdAudits', async (request) => ({
    message: cpdReviewMessages.auditCancelled,
    data: await cancelAudit(db, request.params.id, request.body.reason, requestActor(request)),
  }));
  serve(declared.recordOutcome, 'verifyCpd', async (request) => ({
    message: cpdReviewMessages.outcomeSaved,
    data: await recordOutcome(
      db,
      request.params.id,
      request.params.auditMemberId,
      request.body,
      requestActor(request),
    ),
  }));

  serve(declared.memberAudits, 'readMemberRecords', (request) => memberAudits(db, request.params.memberNo));
  serve(declared.myAudits, 'ownAccount', (request) => myAudits(db, requireSession(request.session).user.id));
}
