import { z } from 'zod';
import { cpdRecordIdParams } from '../cpd-records';
import {
  cpdAuditCancelSchema,
  cpdAuditDetailSchema,
  cpdAuditIdParams,
  cpdAuditMemberParams,
  cpdAuditMemberSchema,
  cpdAuditOutcomeSchema,
  cpdAuditSchema,
  cpdAuditSelectionSchema,
  cpdAuditStartSchema,
  cpdAuditsQuerySchema,
  cpdRejectSchema,
  cpdRequestEvidenceSchema,
  cpdReviewPageSchema,
  cpdReviewQuerySchema,
  cpdReviewRecordSchema,
} from '../cpd-review';
import { endpoint } from '../endpoint';
import { memberNoParamsSchema } from '../member-records';

/**
 * Staff verify the CPD members log and audit a random sample of members each CPD year (issue 30,
 * decision 0047). A decision is taken on a record still awaiting one: of two staff deciding the same
 * record, the second hears 409.
 */
export const cpdReviewEndpoints = {
  queue: endpoint({
    method: 'GET',
    path: '/api/admin/cpd/review',
    summary: 'CPD records by status (submitted by default), oldest submission first, 20 a page',
    query: cpdReviewQuerySchema,
    data: cpdReviewPageSchema,
  }),
  record: endpoint({
    method: 'GET',
    path: '/api/admin/cpd/review/:id',
    summary: 'One CPD record with its member and evidence, for verification',
    params: cpdRecordIdParams,
    data: cpdReviewRecordSchema,
  }),
  approve: endpoint({
    method: 'POST',
    path: '/api/admin/cpd/review/:id/approve',
    summary: 'Verifies a submitted CPD record with the points it was submitted with',
    params: cpdRecordIdParams,
    data: cpdReviewRecordSchema,
    withMessage: true,
  }),
  reject: endpoint({
    method: 'POST',
    path: '/api/admin/cpd/review/:id/reject',
    summary: 'Rejects a submitted CPD record with a reason the member reads',
    params: cpdRecordIdParams,
    body: cpdRejectSchema,
    data: cpdReviewRecordSchema,
    withMessage: true,
  }),
  requestEvidence: endpoint({
    method: 'POST',
    path: '/api/admin/cpd/review/:id/request-evidence',
    summary: 'Asks the member for more evidence; they replace it and submit again',
    params: cpdRecordIdParams,
    body: cpdRequestEvidenceSchema,
    data: cpdReviewRecordSchema,
    withMessage: true,
  }),
  audits: endpoint({
    method: 'GET',
    path: '/api/admin/cpd/audits',
    summary: 'The CPD audits drawn, newest year first',
    query: cpdAuditsQuerySchema,
    data: z.array(cpdAuditSchema),
  }),
  startAudit: endpoint({
    method: 'POST',
    path: '/api/admin/cpd/audits',
    summary: 'Draws a share of the eligible members of a CPD year to audit, from a recorded seed',
    body: cpdAuditStartSchema,
    data: cpdAuditDetailSchema,
    withMessage: true,
    created: true,
  }),
  audit: endpoint({
    method: 'GET',
    path: '/api/admin/cpd/audits/:id',
    summary: 'One CPD audit with the members drawn, in draw order, and their outcomes',
    params: cpdAuditIdParams,
    data: cpdAuditDetailSchema,
  }),
  cancelAudit: endpoint({
    method: 'POST',
    path: '/api/admin/cpd/audits/:id/cancel',
    summary: 'Cancels a CPD audit, so the year may be drawn again',
    params: cpdAuditIdParams,
    body: cpdAuditCancelSchema,
    data: cpdAuditSchema,
    withMessage: true,
  }),
  recordOutcome: endpoint({
    method: 'PUT',
    path: '/api/admin/cpd/audits/:id/members/:auditMemberId',
    summary: "Records a drawn member's audit outcome (pending, passed, failed or excused)",
    params: cpdAuditMemberParams,
    body: cpdAuditOutcomeSchema,
    data: cpdAuditMemberSchema,
    withMessage: true,
  }),
  memberAudits: endpoint({
    method: 'GET',
    path: '/api/admin/members/:memberNo/cpd-audits',
    summary: 'The member page: the CPD audits the member was drawn in, and their outcomes',
    params: memberNoParamsSchema,
    data: z.array(cpdAuditSelectionSchema),
  }),
  myAudits: endpoint({
    method: 'GET',
    path: '/api/cpd/audits',
    summary: 'The CPD audits the caller was drawn in (not cancelled ones), newest year first',
    data: z.array(cpdAuditSelectionSchema),
  }),
};
