import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { saveSettingsRequestSchema, siteSettingsSchema } from '../../../contract/settings';
import { uploadMessages } from '../../../contract/uploads';
import type { AppContext } from '../../context';
import { auditActor } from '../../platform/audit';
import { bufferedForm } from '../../platform/multipart';
import { guard, policies, requireSession } from '../../platform/policies';
import { getSettings } from './get-settings';
import { createSettings, updateSettings } from './save-settings';

/** The settings page posts its JSON text fields as a form (spec 1 §5); it takes no file. */
const settingsForm = bufferedForm({
  maxBytes: 262_144,
  files: 0,
  fileSize: 0,
  tooLarge: uploadMessages.formTooLarge,
});
const settingsAnswer = { 200: z.object({ data: siteSettingsSchema }) };

export function settingsRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Site settings (public: colours, packages, captions)',
        response: settingsAnswer,
      },
    },
    async () => ({ data: await getSettings(context.db) }),
  );

  api.post(
    '/api/admin/settings',
    {
      onRequest: guard(policies.editSettings, context.policy),
      config: settingsForm,
      schema: {
        tags: ['settings'],
        summary: 'Create the site settings (super-admin); form data with JSON text fields, or JSON',
        body: saveSettingsRequestSchema,
        response: settingsAnswer,
      },
    },
    async (request) => {
      const session = requireSession(request.session);
      return { data: await createSettings(context, request.body, auditActor(session)) };
    },
  );

  api.post(
    '/api/admin/updateSettings',
    {
      onRequest: guard(policies.editSettings, context.policy),
      config: settingsForm,
      schema: {
        tags: ['settings'],
        summary: 'Update the site settings (super-admin); form data with JSON text fields, or JSON',
        body: saveSettingsRequestSchema,
        response: settingsAnswer,
      },
    },
    async (request) => {
      const session = requireSession(request.session);
      return { data: await updateSettings(context, request.body, auditActor(session)) };
    },
  );
}
