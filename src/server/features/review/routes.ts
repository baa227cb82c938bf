import type { FastifyInstance } from 'fastify';
import { REVIEW_QUEUE_CSV_STEM } from '../../../contract/applications';
import { reviewEndpoints as declared } from '../../../contract/endpoints/review';
import type { AppContext } from '../../context';
import { requestActor } from '../../platform/audit';
import { endpointServer } from '../../platform/endpoints';
import { serveListCsv } from '../../platform/list-query';
import { requireSession } from '../../platform/policies';
import { commentOnApplication } from './add-comment';
import { assignApplications } from './assign-applications';
import { reviewDetail } from './review-detail';
import { reviewProfile } from './review-profile';
import { reviewQueue, reviewQueueCsvHeader, reviewQueueCsvRows } from './review-queue';
import { listReviewers } from './reviewers';
import { transitionApplication } from './transition-application';

/** The staff review workspace (decisions.md "Roles": approvers, and admins above them). */
export function reviewRoutes(app: FastifyInstance, context: AppContext): void {
  const tags = ['review'];
  const serve = endpointServer(app, context.policy, tags);

  serve(declared.queue, 'reviewApplications', (request) =>
    reviewQueue(context.db, request.query, requireSession(request.session).user.id),
  );
  // "Assigned to me" in the file means the caller, as it does on the page.
  serveListCsv(app, context.policy, tags, declared.queueCsv, 'reviewApplications', {
    stem: REVIEW_QUEUE_CSV_STEM,
    header: reviewQueueCsvHeader,
    rows: (query, limit, request) =>
      reviewQueueCsvRows(context.db, query, requireSession(request.session).user.id, limit),
  });

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
