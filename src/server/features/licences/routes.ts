import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checklistItemSchema } from '../../../contract/checklist';
import {
  licenceApplicationSchema,
  licenceListItemSchema,
  licenceProfileSchema,
  licenceReviewDetailSchema,
  licenceReviewItemSchema,
  licenceScanRule,
  licenceStatuses,
  licenceTransitionSchema,
  submitLicenceSchema,
} from '../../../contract/licences';
import type { AppContext } from '../../context';
import { auditActor } from '../../platform/audit';
import { guard, requireSession } from '../../platform/policies';
import { streamingUploads, withUpload } from '../../platform/uploads';
import { checklistFor } from '../checklist/evaluate';
import { licenceApplicationPdfOf, licenceProformaPdfOf } from './licence-documents';
import { licenceProfileOf } from './licence-profile';
import { applicationOf, findOwnLicence, licencesOf } from './licence-queries';
import { goodStandingCertificateOf, membershipCertificateOf } from './member-certificates';
import { licenceReviewDetail, licenceReviewQueue, transitionLicence } from './review-licences';
import { submitLicence } from './submit-licence';
import { SCAN_FIELD, uploadLicenceScan } from './upload-scan';

const tags = ['licences'];
const idParams = z.object({ id: z.string().trim().min(1).max(60) });
const noParams = z.object({ no: z.string().trim().min(1).max(40) });
const pdfResponse = { 200: z.object({ data: z.string() }) };
const itemResponse = { 200: z.object({ data: licenceListItemSchema }) };

/** Practising licences (spec 3 §7 Licence) for members, and their review for approvers and admins. */
export function licenceRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = guard('member', context.policy);
  const staff = guard('approver', context.policy);
  const userOf = (request: { session: Parameters<typeof requireSession>[0] }) =>
    requireSession(request.session).user;
  const sessionOf = (request: { session: Parameters<typeof requireSession>[0] }) =>
    requireSession(request.session);
  const actorOf = (request: { session: Parameters<typeof requireSession>[0] }) =>
    auditActor(sessionOf(request));

  api.get(
    '/api/license',
    {
      onRequest,
      schema: {
        tags,
        summary: "The caller's licence applications",
        response: { 200: z.object({ data: z.array(licenceListItemSchema) }) },
      },
    },
    async (request) => ({ data: await licencesOf(context.db, userOf(request).id) }),
  );

  api.get(
    '/api/license/profile',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The member profile the details tab is prefilled with',
        response: { 200: z.object({ data: licenceProfileSchema }) },
      },
    },
    async (request) => ({ data: await licenceProfileOf(context.db, userOf(request).id) }),
  );

  api.get(
    '/api/license/checklist/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: "The caller's checklist for a membership category",
        params: idParams,
        response: { 200: z.object({ data: z.array(checklistItemSchema) }) },
      },
    },
    async (request) => ({ data: await checklistFor(context.db, userOf(request).id, request.params.id) }),
  );

  api.get(
    '/api/license/application/:id',
    {
      onRequest,
      schema: { tags, summary: 'The application PDF (base64)', params: idParams, response: pdfResponse },
    },
    async (request) => ({
      data: await licenceApplicationPdfOf(context, userOf(request).id, request.params.id),
    }),
  );

  api.get(
    '/api/license/proforma/:id',
    {
      onRequest,
      schema: { tags, summary: 'The fee invoice PDF (base64)', params: idParams, response: pdfResponse },
    },
    async (request) => ({
      data: await licenceProformaPdfOf(context, requireSession(request.session), request.params.id),
    }),
  );

  api.get(
    '/api/license/good_standing_certificate/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Certificate of good standing (base64) for the own profile ID or member no',
        params: idParams,
        response: pdfResponse,
      },
    },
    async (request) => ({
      data: await goodStandingCertificateOf(context, userOf(request).id, request.params.id),
    }),
  );

  api.get(
    '/api/license/membership_certificate/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Membership certificate (base64) for the own profile ID or member no',
        params: idParams,
        response: pdfResponse,
      },
    },
    async (request) => ({
      data: await membershipCertificateOf(context, userOf(request).id, request.params.id),
    }),
  );

  api.get(
    '/api/license/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: "One of the caller's applications with its details",
        params: idParams,
        response: { 200: z.object({ data: licenceApplicationSchema }) },
      },
    },
    async (request) => {
      const row = await findOwnLicence(context.db, userOf(request).id, request.params.id);
      return { data: await applicationOf(context.db, row) };
    },
  );

  api.post(
    '/api/license',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Submit a licence application (details and declaration)',
        body: submitLicenceSchema,
        response: itemResponse,
      },
    },
    async (request) => ({ data: await submitLicence(context, sessionOf(request), request.body) }),
  );

  api.post(
    '/api/license/update',
    {
      onRequest,
      config: streamingUploads,
      schema: {
        tags,
        summary: 'Upload the signed scan (multipart: licenseApplicationNo, licenseBase64 PDF)',
        response: itemResponse,
      },
    },
    async (request) => ({
      data: await withUpload(request, context.files, { [SCAN_FIELD]: licenceScanRule }, (upload) =>
        uploadLicenceScan(context, sessionOf(request), upload),
      ),
    }),
  );

  api.get(
    '/api/review/licences',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Licence applications to review',
        querystring: z.object({ status: z.enum(licenceStatuses).optional() }),
        response: { 200: z.object({ data: z.array(licenceReviewItemSchema) }) },
      },
    },
    async (request) => ({ data: await licenceReviewQueue(context.db, request.query.status) }),
  );

  api.get(
    '/api/review/licences/:no',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'One licence application for review',
        params: noParams,
        response: { 200: z.object({ data: licenceReviewDetailSchema }) },
      },
    },
    async (request) => ({ data: await licenceReviewDetail(context.db, request.params.no) }),
  );

  api.post(
    '/api/review/licences/:no/transition',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Approve (issue the licence) or reject a paid application',
        params: noParams,
        body: licenceTransitionSchema,
        response: { 200: z.object({ data: licenceReviewDetailSchema }) },
      },
    },
    async (request) => ({
      data: await transitionLicence(context, actorOf(request), request.params.no, request.body),
    }),
  );
}
