import { z } from 'zod';
import { checklistItemSchema } from '../checklist';
import { endpoint } from '../endpoint';
import {
  licenceApplicationSchema,
  licenceListItemSchema,
  licenceProfileSchema,
  licenceReviewCountsSchema,
  licenceReviewDetailSchema,
  licenceReviewItemSchema,
  licenceShownStatuses,
  licenceTransitionSchema,
  licenceVerificationSchema,
  submitLicenceSchema,
} from '../licences';

const idParams = z.object({ id: z.string().trim().min(1).max(60) });
const noParams = z.object({ no: z.string().trim().min(1).max(40) });
/** A PDF the server renders, base64. */
const pdf = z.string();

/** Practising licences (spec 3 §7 Licence) for members, and their review for approvers and admins. */
export const licenceEndpoints = {
  ownLicences: endpoint({
    method: 'GET',
    path: '/api/license',
    summary: "The caller's licence applications",
    data: z.array(licenceListItemSchema),
  }),
  profile: endpoint({
    method: 'GET',
    path: '/api/license/profile',
    summary: 'The member profile the details tab is prefilled with',
    data: licenceProfileSchema,
  }),
  checklist: endpoint({
    method: 'GET',
    path: '/api/license/checklist/:id',
    summary: "The caller's checklist for a membership category",
    params: idParams,
    data: z.array(checklistItemSchema),
  }),
  applicationPdf: endpoint({
    method: 'GET',
    path: '/api/license/application/:id',
    summary: 'The application PDF (base64)',
    params: idParams,
    data: pdf,
  }),
  proformaPdf: endpoint({
    method: 'GET',
    path: '/api/license/proforma/:id',
    summary: 'The fee invoice PDF (base64)',
    params: idParams,
    data: pdf,
  }),
  goodStandingCertificate: endpoint({
    method: 'GET',
    path: '/api/license/good_standing_certificate/:id',
    summary: 'Certificate of good standing (base64) for the own profile ID or member no',
    params: idParams,
    data: pdf,
  }),
  membershipCertificate: endpoint({
    method: 'GET',
    path: '/api/license/membership_certificate/:id',
    summary: 'Membership certificate (base64) for the own profile ID or member no',
    params: idParams,
    data: pdf,
  }),
  certificate: endpoint({
    method: 'GET',
    path: '/api/license/certificate/:id',
    summary: 'The issued licence certificate (base64 PDF, QR code to the public check) by application no',
    params: idParams,
    data: pdf,
  }),
  ownLicence: endpoint({
    method: 'GET',
    path: '/api/license/:id',
    summary: "One of the caller's applications with its details",
    params: idParams,
    data: licenceApplicationSchema,
  }),
  submit: endpoint({
    method: 'POST',
    path: '/api/license',
    summary: 'Submit a licence application (details and declaration)',
    body: submitLicenceSchema,
    data: licenceListItemSchema,
  }),
  uploadScan: endpoint({
    method: 'POST',
    path: '/api/license/update',
    summary: 'Upload the signed scan (multipart: licenseApplicationNo, licenseBase64 PDF)',
    multipart: true,
    data: licenceListItemSchema,
  }),
  verify: endpoint({
    method: 'GET',
    path: '/api/licence-verify/:licenceNo',
    summary: 'Public check of a practising licence: number, holder, validity and status only',
    params: z.object({ licenceNo: z.string().min(1).max(40) }),
    query: z.object({ code: z.string().max(64).default('') }),
    data: licenceVerificationSchema,
  }),
  reviewQueue: endpoint({
    method: 'GET',
    path: '/api/review/licences',
    summary: 'Licence applications to review; status narrows them by the status shown (In Review: paid)',
    query: z.object({ status: z.enum(licenceShownStatuses).optional() }),
    data: z.array(licenceReviewItemSchema),
  }),
  reviewCounts: endpoint({
    method: 'GET',
    path: '/api/review/licences/counts',
    summary: 'How many licence applications each status of the review filter holds',
    data: licenceReviewCountsSchema,
  }),
  reviewDetail: endpoint({
    method: 'GET',
    path: '/api/review/licences/:no',
    summary: 'One licence application for review',
    params: noParams,
    data: licenceReviewDetailSchema,
  }),
  transition: endpoint({
    method: 'POST',
    path: '/api/review/licences/:no/transition',
    summary: 'Approve (issue the licence) or reject a paid application',
    params: noParams,
    body: licenceTransitionSchema,
    data: licenceReviewDetailSchema,
  }),
};
