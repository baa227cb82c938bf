import type { FastifyInstance } from 'fastify';
import { cpdMessages } from '../../../contract/cpd';
import { cpdEndpoints as declared } from '../../../contract/endpoints/cpd';
import type { AppContext } from '../../context';
import { requestActor } from '../../platform/audit';
import { endpointServer } from '../../platform/endpoints';
import { requireSession } from '../../platform/policies';
import { markAttendance } from './award-attendance';
import { noticeOfAward } from './award-notice';
import { cpdCertificatePdfOf } from './cpd-certificate';
import { awardsOfUser, cpdPointsOfUser, ownHolderId, staffAwardsOf } from './cpd-records';
import { importAttendance } from './import-attendance';
import { recordManualAward } from './manual-award';
import { verifyCpdCertificate } from './verify-cpd-certificate';

/**
 * CPD (spec 3 §2.8): staff mark attendance (ticked or imported) and record awards by hand; members
 * read their own awards, points and certificates; anyone checks a certificate by its number.
 */
export function cpdRoutes(app: FastifyInstance, context: AppContext): void {
  const serve = endpointServer(app, context.policy, ['cpd']);
  const ownHolderOf = (request: { session: Parameters<typeof requireSession>[0] }, memberNo: string) =>
    ownHolderId(context.db, requireSession(request.session).user.id, memberNo);

  serve(declared.markAttendance, 'awardCpd', async (request) => {
    const result = await markAttendance(context.db, request.params.no, request.body.bookingNos, {
      actor: requestActor(request),
      onAwarded: noticeOfAward(context),
    });
    return { message: result.message, data: result };
  });

  serve(declared.importAttendance, 'awardCpd', async (request) => {
    const result = await importAttendance(context.db, request.params.no, request.body.csv, {
      actor: requestActor(request),
      onAwarded: noticeOfAward(context),
    });
    return { message: result.message, data: result };
  });

  serve(declared.recordAward, 'awardCpd', async (request) => ({
    message: cpdMessages.awardSaved,
    data: await recordManualAward(context, requestActor(request), request.body, noticeOfAward(context)),
  }));

  serve(declared.staffAwards, 'awardCpd', (request) => staffAwardsOf(context.db, request.query.memberNo));

  serve(declared.ownAwards, 'ownAccount', async (request) =>
    awardsOfUser(context.db, await ownHolderOf(request, request.query.memberNo)),
  );

  serve(declared.ownPoints, 'ownAccount', async (request) =>
    cpdPointsOfUser(context.db, await ownHolderOf(request, request.query.memberNo)),
  );

  serve(declared.certificate, 'ownAccount', (request) =>
    cpdCertificatePdfOf(context, requireSession(request.session), request.params.certificateNo),
  );

  serve(declared.verifyCertificate, 'public', (request, reply) => {
    reply.header('cache-control', 'no-store');
    return verifyCpdCertificate(context, request.params.certificateNo, request.ip);
  });
}
