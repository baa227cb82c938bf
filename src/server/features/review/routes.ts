import type { FastifyInstance } from 'fastify';
import { reviewEndpoints as declared } from '../../../contract/endpoints/review';
import type { AppContext } from '../../context';
import { requestActor } from '../../platform/audit';
import { endpointServer } from '../../platform/endpoints';
import { requireSession } from '../../platform/policies';
import { commentOnApplication } from './add-comment';
import { assignApplications } from './assign-applications';
import { reviewDetail } from './review-detail';
import { reviewProfile } from './review-profile';
import { reviewQueue } from './review-queue';
import { listReviewers } from './reviewers';
import { transitionApplication } from './transition-application';

/** The staff review workspace (decisions.md "Roles": approvers, and admins above them). */
export function reviewRoutes(app: FastifyInstance, context: AppContext): void {
  const serve = endpointServer(app, context.policy, ['review']);

  serve(declared.queue, 'reviewApplications', (request) =>
    reviewQueue(context.db, request.query, requireSession(request.session).user.id),
  );

  serve(declared.reviewers, 'reviewApplications', () => listReviewers(context.db));

  serve(declared.assign, 'reviewApplications', (request) =>
    assignApplications(context, requestActor(request), request.body),
  );

  serve(declared.detail, 'reviewApplications', (request) => reviewDetail(context.db, request.params.code));

  serve(declared.profile, 'reviewApplications', (request) => reviewProfile(context, request.params.code));

  serve(declared.transition, 'reviewApplications', (request) =>
    transitionApplication(context, requestActor(request), request.params.code, request.body),
  );

  serve(declared.comment, 'reviewApplications', (request) =>
    commentOnApplication(context, requireSession(request.session).user, request.params.code, request.body),
  );
}
