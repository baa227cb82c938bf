import type { FastifyInstance } from 'fastify';
import { licenceEndpoints as declared } from '../../../contract/endpoints/licences';
import { licenceScanRule } from '../../../contract/licences';
import type { AppContext } from '../../context';
import { requestActor } from '../../platform/audit';
import { endpointServer } from '../../platform/endpoints';
import { requireSession } from '../../platform/policies';
import { streamingUploads, withUpload } from '../../platform/uploads';
import { checklistFor } from '../checklist/public';
import { licenceCertificateOf } from './licence-certificate';
import { licenceApplicationPdfOf, licenceProformaPdfOf } from './licence-documents';
import { licenceProfileOf } from './licence-profile';
import { applicationOf, findOwnLicence, licencesOf } from './licence-queries';
import { licenceReviewCounts } from './licence-review-filter';
import { goodStandingCertificateOf, membershipCertificateOf } from './member-certificates';
import { licenceReviewDetail, licenceReviewQueue, transitionLicence } from './review-licences';
import { submitLicence } from './submit-licence';
import { SCAN_FIELD, uploadLicenceScan } from './upload-scan';
import { verifyLicence } from './verify-licence';

/** Practising licences (spec 3 §7 Licence) for members, and their review for approvers and admins. */
export function licenceRoutes(app: FastifyInstance, context: AppContext): void {
  const serve = endpointServer(app, context.policy, ['licences']);
  const sessionOf = (request: { session: Parameters<typeof requireSession>[0] }) =>
    requireSession(request.session);
  const userOf = (request: { session: Parameters<typeof requireSession>[0] }) => sessionOf(request).user;

  serve(declared.ownLicences, 'ownAccount', (request) => licencesOf(context.db, userOf(request).id));

  serve(declared.profile, 'ownAccount', (request) => licenceProfileOf(context.db, userOf(request).id));

  serve(declared.checklist, 'ownAccount', (request) =>
    checklistFor(context.db, userOf(request).id, request.params.id),
  );

  serve(declared.applicationPdf, 'ownAccount', (request) =>
    licenceApplicationPdfOf(context, userOf(request).id, request.params.id),
  );

  serve(declared.proformaPdf, 'ownAccount', (request) =>
    licenceProformaPdfOf(context, sessionOf(request), request.params.id),
  );

  serve(declared.goodStandingCertificate, 'ownAccount', (request) =>
    goodStandingCertificateOf(context, userOf(request).id, request.params.id),
  );

  serve(declared.membershipCertificate, 'ownAccount', (request) =>
    membershipCertificateOf(context, userOf(request).id, request.params.id),
  );

  serve(declared.certificate, 'ownAccount', (request) =>
    licenceCertificateOf(context, userOf(request).id, request.params.id),
  );

  // Anyone holding the certificate checks it; the printed check code and a per-address limit guard it.
  serve(declared.verify, 'public', (request, reply) => {
    reply.header('cache-control', 'no-store');
    return verifyLicence(context, request.params.licenceNo, request.query.code, request.ip);
  });

  serve(declared.ownLicence, 'ownAccount', async (request) =>
    applicationOf(context.db, await findOwnLicence(context.db, userOf(request).id, request.params.id)),
  );

  serve(declared.submit, 'ownAccount', (request) => submitLicence(context, sessionOf(request), request.body));

  serve(
    declared.uploadScan,
    'ownAccount',
    (request) =>
      withUpload(request, context.files, { [SCAN_FIELD]: licenceScanRule }, (upload) =>
        uploadLicenceScan(context, sessionOf(request), upload),
      ),
    { config: streamingUploads },
  );

  serve(declared.reviewQueue, 'reviewLicences', (request) =>
    licenceReviewQueue(context.db, request.query.status),
  );

  serve(declared.reviewCounts, 'reviewLicences', () => licenceReviewCounts(context.db));

  serve(declared.reviewDetail, 'reviewLicences', (request) =>
    licenceReviewDetail(context.db, request.params.no),
  );

  serve(declared.transition, 'reviewLicences', (request) =>
    transitionLicence(context, requestActor(request), request.params.no, request.body),
  );
}
