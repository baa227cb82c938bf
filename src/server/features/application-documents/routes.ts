import type { FastifyInstance } from 'fastify';
import { applicationDocumentKinds } from '../../../contract/application-documents';
import { applicationDocumentEndpoints as declared } from '../../../contract/endpoints/application-documents';
import type { AppContext } from '../../context';
import { endpointServer } from '../../platform/endpoints';
import { requireSession } from '../../platform/policies';
import { applicationDocumentPdfOf } from './read-application-document';
import { refereeFormPdfOf } from './referee-form';
import { verifyMember } from './verify-member';

/**
 * The application documents (spec 2 §2.9): PDFs for the applicant and for staff, rendered from the
 * data on every request, the referee form report, and the public check of a membership certificate.
 */
export function applicationDocumentRoutes(app: FastifyInstance, context: AppContext): void {
  const serve = endpointServer(app, context.policy, ['applications']);

  for (const kind of applicationDocumentKinds) {
    serve(declared[kind], 'ownAccount', (request) =>
      applicationDocumentPdfOf(context, requireSession(request.session), kind, request.params.code),
    );
  }

  serve(declared.refereeForm, 'ownAccount', (request) =>
    refereeFormPdfOf(
      context,
      requireSession(request.session),
      request.params.entryNo,
      request.query.profileId || undefined,
    ),
  );

  serve(declared.memberVerify, 'public', (request, reply) => {
    reply.header('cache-control', 'no-store');
    return verifyMember(context, request.params.memberNo, request.query.code, request.ip);
  });
}
