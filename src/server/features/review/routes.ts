import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  reviewCommentRequestSchema,
  reviewDetailSchema,
  reviewProfileSchema,
  reviewQueueQuerySchema,
  reviewQueueSchema,
  reviewTransitionSchema,
} from '../../../contract/applications';
import type { AppContext } from '../../context';
import { auditActor } from '../../platform/audit';
import { guard, requireSession } from '../../platform/policies';
import { commentOnApplication } from './add-comment';
import { reviewDetail } from './review-detail';
import { reviewProfile } from './review-profile';
import { reviewQueue } from './review-queue';
import { transitionApplication } from './transition-application';

const tags = ['review'];
const params = z.object({ code: z.string().trim().min(1).max(40) });
const detailResponse = { 200: z.object({ data: reviewDetailSchema }) };

/** The staff review workspace (decisions.md "Roles": approvers, and admins above them). */
export function reviewRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = guard('approver', context.policy);

  api.get(
    '/api/review/applications',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The review queue, filtered by status, category and a search term',
        querystring: reviewQueueQuerySchema,
        response: { 200: z.object({ data: reviewQueueSchema }) },
      },
    },
    async (request) => ({ data: await reviewQueue(context.db, request.query) }),
  );

  api.get(
    '/api/review/applications/:code',
    { onRequest, schema: { tags, summary: 'One application for review', params, response: detailResponse } },
    async (request) => ({ data: await reviewDetail(context.db, request.params.code) }),
  );

  api.get(
    '/api/review/applications/:code/profile',
    {
      onRequest,
      schema: {
        tags,
        summary: "The applicant's whole profile, read-only",
        params,
        response: { 200: z.object({ data: reviewProfileSchema }) },
      },
    },
    async (request) => ({ data: await reviewProfile(context, request.params.code) }),
  );

  api.post(
    '/api/review/applications/:code/transition',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Move the application one step of its state machine',
        params,
        body: reviewTransitionSchema,
        response: detailResponse,
      },
    },
    async (request) => ({
      data: await transitionApplication(
        context,
        auditActor(requireSession(request.session)),
        request.params.code,
        request.body,
      ),
    }),
  );

  api.post(
    '/api/review/applications/:code/comments',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Comment on the application, visibly to the applicant or not',
        params,
        body: reviewCommentRequestSchema,
        response: detailResponse,
      },
    },
    async (request) => ({
      data: await commentOnApplication(
        context,
        requireSession(request.session).user,
        request.params.code,
        request.body,
      ),
    }),
  );
}
