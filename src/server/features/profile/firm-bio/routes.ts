import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  firmBioMessages,
  firmBioSavedSchema,
  firmBioSchemaOut,
  firmImageRule,
} from '../../../../contract/profile-firm-bio';
import type { AppContext } from '../../../context';
import { guard, requireSession } from '../../../platform/policies';
import { streamingUploads, withUpload } from '../../../platform/uploads';
import { readFirmBio } from './firm-bio-view';
import { assertFirm, assertMayCreateFirm, createFirmBio, updateFirmBio } from './save-firm-bio';

const tags = ['profile'];
const firmFileRules = { Image: firmImageRule };
const saved = { 200: z.object({ data: firmBioSavedSchema }) };

/**
 * The firm bio of a Corporate user (spec 2 §7): GET /api/profile/firmBio, POST /api/profile/firmBio
 * (creates the profile) and POST /api/profile/firmBio/update, both multipart with the image in
 * `Image`. Each works on the caller's own profile (there is no id in the URL).
 */
export function profileFirmBioRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = guard('member', context.policy);

  api.get(
    '/api/profile/firmBio',
    {
      onRequest,
      schema: {
        tags,
        summary: "The signed-in firm's bio; null without a profile",
        response: { 200: z.object({ data: firmBioSchemaOut.nullable() }) },
      },
    },
    async (request) => ({
      data: await readFirmBio(context.db, requireSession(request.session).user),
    }),
  );

  api.post(
    '/api/profile/firmBio',
    {
      onRequest,
      config: streamingUploads,
      schema: {
        tags,
        summary: "Create the firm's profile (multipart: firm bio fields and Image)",
        response: saved,
      },
    },
    async (request) => {
      const { user } = requireSession(request.session);
      // Refused before any file is stored.
      await assertMayCreateFirm(context.db, user, context);
      const firmBio = await withUpload(request, context.files, firmFileRules, (upload) =>
        createFirmBio(context, user, upload.fields, upload.file('Image')),
      );
      return { data: { message: firmBioMessages.created, firmBio } };
    },
  );

  api.post(
    '/api/profile/firmBio/update',
    {
      onRequest,
      config: streamingUploads,
      schema: {
        tags,
        summary: "Update the firm's own bio (multipart: firm bio fields and, to replace it, Image)",
        response: saved,
      },
    },
    async (request) => {
      const { user } = requireSession(request.session);
      assertFirm(user, context);
      const firmBio = await withUpload(request, context.files, firmFileRules, (upload) =>
        updateFirmBio(context, user, upload.fields, upload.file('Image')),
      );
      return { data: { message: firmBioMessages.updated, firmBio } };
    },
  );
}
