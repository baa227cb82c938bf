import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  importReportSchema,
  REGISTER_IMPORT_MAX_BYTES,
  registerMessages,
  registerPageSchema,
  registerQuerySchema,
} from '../../../contract/member-register';
import type { AppContext } from '../../context';
import { auditActor } from '../../platform/audit';
import { bufferedForm } from '../../platform/multipart';
import { guard, requireSession } from '../../platform/policies';
import { importRegister } from './import-register';
import { listRegister } from './list-register';

/** The upload: multipart with a `file` field (a Buffer once parsed), or the CSV text itself. */
const importBodySchema = z.object({
  file: z.union(
    [
      z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary' }),
      z.string().max(REGISTER_IMPORT_MAX_BYTES),
    ],
    {
      error: registerMessages.noFile,
    },
  ),
});

const importForm = bufferedForm({
  maxBytes: REGISTER_IMPORT_MAX_BYTES + 65_536,
  files: 1,
  fileSize: REGISTER_IMPORT_MAX_BYTES,
  tooLarge: registerMessages.tooLarge,
});

/** The member register (decisions.md "Admin: ... the member register import"): admins and above. */
export function memberRegisterRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['member register'];

  api.get(
    '/api/admin/member-register',
    {
      onRequest: guard('admin', context.policy),
      schema: {
        tags,
        summary: 'Register entries, 20 a page, searched by number, name, ID, e-mail or phone (admins)',
        querystring: registerQuerySchema,
        response: { 200: z.object({ data: registerPageSchema }) },
      },
    },
    async (request) => ({ data: await listRegister(context.db, request.query) }),
  );

  api.post(
    '/api/admin/member-register/import',
    {
      onRequest: guard('admin', context.policy),
      config: importForm,
      schema: {
        tags,
        summary: 'Import the register from a CSV file (multipart field `file`); answers a row-by-row report',
        consumes: ['multipart/form-data'],
        body: importBodySchema,
        response: { 200: z.object({ data: importReportSchema }) },
      },
    },
    async (request) => {
      const session = requireSession(request.session);
      return { data: await importRegister(context, request.body.file, auditActor(session)) };
    },
  );
}
