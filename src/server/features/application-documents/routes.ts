import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type ApplicationDocumentKind,
  applicationDocumentKinds,
  applicationDocumentTexts,
  memberVerificationSchema,
  refereeFormQuerySchema,
} from '../../../contract/application-documents';
import { billingPdfSchema } from '../../../contract/money';
import type { AppContext } from '../../context';
import { guard, requireSession } from '../../platform/policies';
import { applicationDocumentPdfOf } from './read-application-document';
import { refereeFormPdfOf } from './referee-form';
import { verifyMember } from './verify-member';

const tags = ['applications'];
const pdfResponse = { 200: z.object({ data: billingPdfSchema }) };

/** Which documents exist in which status, for the route summaries. */
const whenIssued: Record<ApplicationDocumentKind, string> = {
  document: 'once submitted',
  acceptanceLetter: 'once Released',
  rejectionLetter: 'once Rejected (reviewer comments hidden from the applicant are left out)',
  certificate: 'once Released with a member number (landscape, with a QR code to the public check)',
};

/**
 * The application documents (spec 2 §2.9): PDFs for the applicant and for staff, rendered from the
 * data on every request, the referee form report, and the public check of a membership certificate.
 */
export function applicationDocumentRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = guard('member', context.policy);

  for (const kind of applicationDocumentKinds) {
    api.get(
      `/api/application/${kind}/:code`,
      {
        onRequest,
        schema: {
          tags,
          summary: `The ${applicationDocumentTexts[kind].title.toLowerCase()} PDF (base64) for an application code (base64url or plain), ${whenIssued[kind]}`,
          params: z.object({ code: z.string().min(1).max(200) }),
          response: pdfResponse,
        },
      },
      async (request) => ({
        data: await applicationDocumentPdfOf(
          context,
          requireSession(request.session),
          kind,
          request.params.code,
        ),
      }),
    );
  }

  api.get(
    '/api/questions/refereeForm/:entryNo',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "An answered referee's form (base64 PDF): the applicant's own, or with ?profileId= for staff",
        params: z.object({ entryNo: z.coerce.number().int().positive().max(1_000_000) }),
        querystring: refereeFormQuerySchema,
        response: pdfResponse,
      },
    },
    async (request) => ({
      data: await refereeFormPdfOf(
        context,
        requireSession(request.session),
        request.params.entryNo,
        request.query.profileId || undefined,
      ),
    }),
  );

  api.get(
    '/api/member-verify/:memberNo',
    {
      schema: {
        tags,
        summary: "Public check of a member's certificate: the register's live status, nothing private",
        params: z.object({ memberNo: z.string().min(1).max(40) }),
        querystring: z.object({ code: z.string().max(64).default('') }),
        response: { 200: z.object({ data: memberVerificationSchema }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        data: await verifyMember(context, request.params.memberNo, request.query.code, request.ip),
      };
    },
  );
}
