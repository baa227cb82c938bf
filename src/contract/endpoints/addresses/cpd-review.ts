import { addressesOf } from '../../endpoint';
import type { cpdReviewEndpoints } from '../cpd-review';

/**
 * The CPD verification queue, the audits and the member's audit notice, kept free of zod: the
 * pages that only read and decide need no schema (the audit's draw form loads its own).
 */
export const cpdReviewAddresses = addressesOf<typeof cpdReviewEndpoints>()({
  queue: { method: 'GET', path: '/api/admin/cpd/review' },
  record: { method: 'GET', path: '/api/admin/cpd/review/:id' },
  approve: { method: 'POST', path: '/api/admin/cpd/review/:id/approve' },
  reject: { method: 'POST', path: '/api/admin/cpd/review/:id/reject' },
  requestEvidence: { method: 'POST', path: '/api/admin/cpd/review/:id/request-evidence' },
  audits: { method: 'GET', path: '/api/admin/cpd/audits' },
  startAudit: { method: 'POST', path: '/api/admin/cpd/audits' },
  audit: { method: 'GET', path: '/api/admin/cpd/audits/:id' },
  cancelAudit: { method: 'POST', path: '/api/admin/cpd/audits/:id/cancel' },
  recordOutcome: { method: 'PUT', path: '/api/admin/cpd/audits/:id/members/:auditMemberId' },
  memberAudits: { method: 'GET', path: '/api/admin/members/:memberNo/cpd-audits' },
  myAudits: { method: 'GET', path: '/api/cpd/audits' },
});
