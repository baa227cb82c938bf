import { z } from 'zod';
import {
  reviewCommentRequestSchema,
  reviewDetailSchema,
  reviewProfileSchema,
  reviewQueueCsvQuerySchema,
  reviewQueueQuerySchema,
  reviewQueueSchema,
  reviewTransitionSchema,
} from '../applications';
import { endpoint } from '../endpoint';
import { csvEndpoint } from '../list-query';
import { assignRequestSchema, assignResultSchema, reviewersSchema } from '../review-assignment';

const params = z.object({ code: z.string().trim().min(1).max(40) });

/** The staff review workspace of membership applications (approvers, and admins above them). */
export const reviewEndpoints = {
  queue: endpoint({
    method: 'GET',
    path: '/api/review/applications',
    summary:
      'The review queue, filtered by status, category, assignee, age and a search term, sorted and paged',
    query: reviewQueueQuerySchema,
    data: reviewQueueSchema,
  }),
  queueCsv: csvEndpoint({
    path: '/api/review/applications/csv',
    summary: 'The review queue under the same filter and order',
    query: reviewQueueCsvQuerySchema,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/review/applications/:code',
    summary: 'One application for review',
    params,
    data: reviewDetailSchema,
  }),
  profile: endpoint({
    method: 'GET',
    path: '/api/review/applications/:code/profile',
    summary: "The applicant's whole profile, read-only",
    params,
    data: reviewProfileSchema,
  }),
  transition: endpoint({
    method: 'POST',
    path: '/api/review/applications/:code/transition',
    summary: 'Move the application one step of its state machine',
    params,
    body: reviewTransitionSchema,
    data: reviewDetailSchema,
  }),
  comment: endpoint({
    method: 'POST',
    path: '/api/review/applications/:code/comments',
    summary: 'Comment on the application, visibly to the applicant or not',
    params,
    body: reviewCommentRequestSchema,
    data: reviewDetailSchema,
  }),
  reviewers: endpoint({
    method: 'GET',
    path: '/api/review/reviewers',
    summary: 'The staff reviewers work can be assigned to, by name',
    data: reviewersSchema,
  }),
  assign: endpoint({
    method: 'POST',
    path: '/api/review/assignments',
    summary: 'Assign one or many applications to a staff reviewer, or unassign them (null)',
    body: assignRequestSchema,
    data: assignResultSchema,
  }),
};
