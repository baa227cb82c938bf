import { addressesOf } from '../../endpoint';
import type { reviewEndpoints } from '../review';

/** For the review workspace, whose document pages carry the PDF viewer and stay free of zod. */
export const reviewAddresses = addressesOf<typeof reviewEndpoints>()({
  queue: { method: 'GET', path: '/api/review/applications' },
  queueCsv: { method: 'GET', path: '/api/review/applications/csv' },
  detail: { method: 'GET', path: '/api/review/applications/:code' },
  profile: { method: 'GET', path: '/api/review/applications/:code/profile' },
  transition: { method: 'POST', path: '/api/review/applications/:code/transition' },
  comment: { method: 'POST', path: '/api/review/applications/:code/comments' },
  reviewers: { method: 'GET', path: '/api/review/reviewers' },
  assign: { method: 'POST', path: '/api/review/assignments' },
});
