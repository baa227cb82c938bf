import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyInformationSchema,
  companyInformationUpdateSchema,
  disclaimerSchema,
  disclaimerTypes,
  disclaimerUpdateSchema,
  logoMaxBytes,
  setupAdminMessages,
  termsSchema,
  termsUpdateSchema,
} from '../../../contract/setup';
import type { AppContext } from '../../context';
import { auditActor } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { SNIFF_BYTES, sniffFileKind } from '../../platform/file-types';
import { bufferedForm } from '../../platform/multipart';
import { guard, policies, requireSession } from '../../platform/policies';
import { saveCompanyInformation, saveCompanyLogo, saveDisclaimer, saveTerms } from './save-setup';

const tags = ['setup'];
const companyAnswer = { 200: z.object({ data: companyInformationSchema }) };

/** Multipart with a `logo` file field; the parser hands the file over as a Buffer. */
const logoBodySchema = z.object({
  logo: z
    .custom<Buffer>((value) => Buffer.isBuffer(value), { error: setupAdminMessages.logoRequired })
    .meta({ type: 'string', format: 'binary' }),
});

const logoForm = bufferedForm({
  maxBytes: logoMaxBytes + 65_536,
  files: 1,
  fileSize: logoMaxBytes,
  tooLarge: setupAdminMessages.logoTooLarge,
});

const refuseLogo = (status: number, message: string) => new AppError(status, message, { logo: message });

/**
 * The setup staff keep up without a developer: company information, logo, terms and disclaimers.
 * They belong with the portal settings, so the same super-admin policy guards them (decisions.md "Roles").
 * The public GET routes of features/setup answer the new values at once.
 */
export function setupAdminRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = guard(policies.editSettings, context.policy);

  api.put(
    '/api/admin/company/information',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Edit the company information except the logo (super-admin)',
        body: companyInformationUpdateSchema,
        response: companyAnswer,
      },
    },
    async (request) => {
      const session = requireSession(request.session);
      return { data: await saveCompanyInformation(context.db, request.body, auditActor(session)) };
    },
  );

  api.post(
    '/api/admin/company/logo',
    {
      onRequest,
      config: logoForm,
      schema: {
        tags,
        summary: 'Replace the logo (super-admin): multipart field `logo`, a PNG or JPEG under 1MB',
        consumes: ['multipart/form-data'],
        body: logoBodySchema,
        response: companyAnswer,
      },
    },
    async (request) => {
      const session = requireSession(request.session);
      const bytes = request.body.logo;
      if (bytes.length === 0) throw refuseLogo(400, setupAdminMessages.logoRequired);
      if (bytes.length > logoMaxBytes) throw refuseLogo(413, setupAdminMessages.logoTooLarge);
      // Decided by the content, never the name: an SVG could carry script, and the PDFs embed PNG/JPEG as is.
      const kind = sniffFileKind(bytes.subarray(0, SNIFF_BYTES), ['png', 'jpeg']);
      if (!kind) throw refuseLogo(400, setupAdminMessages.logoNotAnImage);
      return { data: await saveCompanyLogo(context.db, { bytes, kind }, auditActor(session)) };
    },
  );

  api.put(
    '/api/admin/company/terms',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Edit the terms and conditions (super-admin)',
        body: termsUpdateSchema,
        response: { 200: z.object({ data: termsSchema }) },
      },
    },
    async (request) => {
      const session = requireSession(request.session);
      return { data: await saveTerms(context.db, request.body, auditActor(session)) };
    },
  );

  api.put(
    '/api/admin/setup/disclaimers/:disclaimerType',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Set a disclaimer text; an empty text removes it (super-admin). Answers all disclaimers',
        params: z.object({ disclaimerType: z.enum(disclaimerTypes) }),
        body: disclaimerUpdateSchema,
        response: { 200: z.object({ data: z.array(disclaimerSchema) }) },
      },
    },
    async (request) => {
      const session = requireSession(request.session);
      const { disclaimerType } = request.params;
      return { data: await saveDisclaimer(context.db, disclaimerType, request.body, auditActor(session)) };
    },
  );
}
