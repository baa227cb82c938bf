import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../../contract/common';
import {
  bioMessages,
  bioSavedSchema,
  bioSchemaOut,
  confirmProfileSchema,
  patchSpecializationSchema,
  removeSpecializationSchema,
  specializationSchema,
  submitSpecializationsSchema,
} from '../../../../contract/profile-bio';
import { uploadRules } from '../../../../contract/uploads';
import type { AppContext } from '../../../context';
import { notFound } from '../../../platform/errors';
import { guard, requireSession } from '../../../platform/policies';
import { parseUploadFields, streamingUploads, withUpload } from '../../../platform/uploads';
import { readBio } from './bio-view';
import { assertMayCreate, type BioFiles, confirmProfile, createBio, updateBio } from './save-bio';
import {
  listSpecializations,
  patchSpecialization,
  removeSpecialization,
  submitSpecializations,
} from './specializations';

const tags = ['profile'];
const bioFileRules = { picture: uploadRules.profilePicture, IDImage: uploadRules.idAttachment };
const saved = { 200: z.object({ data: bioSavedSchema }) };
const specializations = { 200: z.object({ data: z.array(specializationSchema) }) };
const messageOnly = { 200: z.object({ data: z.object({ message: z.string() }) }) };

/**
 * The individual's bio and specializations (spec 2 §7): GET/POST /api/profile, POST
 * /api/profile/update, GET/POST /api/profile/specialization, POST .../update and .../remove.
 * Signed-in users only; each works on the caller's own profile (there is no id in the URL).
 */
export function profileBioRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = guard('member', context.policy);

  /** The bio's multipart form: the picture and ID streamed into the store, the text fields as sent. */
  const receive = <T>(
    request: FastifyRequest,
    save: (fields: Record<string, unknown>, files: BioFiles) => Promise<T>,
  ): Promise<T> =>
    withUpload(request, context.files, bioFileRules, (upload) =>
      save(upload.fields, { picture: upload.file('picture'), idImage: upload.file('IDImage') }),
    );

  api.get(
    '/api/profile',
    {
      onRequest,
      schema: {
        tags,
        summary: "The signed-in user's bio",
        response: { 200: z.object({ data: bioSchemaOut }) },
      },
    },
    async (request) => {
      const bio = await readBio(context.db, requireSession(request.session).user);
      if (!bio) throw notFound(messages.profileRequired);
      return { data: bio };
    },
  );

  api.post(
    '/api/profile',
    {
      onRequest,
      config: streamingUploads,
      schema: {
        tags,
        summary: 'Create the individual profile (multipart: bio fields, picture, IDImage)',
        response: saved,
      },
    },
    async (request) => {
      const { user } = requireSession(request.session);
      // Refused before any file is stored.
      await assertMayCreate(context.db, user, context);
      const profile = await receive(request, (fields, files) => createBio(context, user, fields, files));
      return { data: { message: bioMessages.created, profile } };
    },
  );

  api.post(
    '/api/profile/update',
    {
      onRequest,
      config: streamingUploads,
      schema: {
        tags,
        summary: 'Update the own bio (multipart), or confirm it with JSON { confirmed: true, ProfileID }',
        response: {
          200: z.object({ data: z.object({ message: z.string(), profile: bioSchemaOut.optional() }) }),
        },
      },
    },
    async (request) => {
      const { user } = requireSession(request.session);
      if (!request.isMultipart()) {
        // A JSON body that is not an object (a bare string) has no fields: validation refuses it.
        const body = (
          typeof request.body === 'object' && request.body !== null ? request.body : {}
        ) as Record<string, unknown>;
        if ('confirmed' in body) {
          const confirmation = parseUploadFields(confirmProfileSchema, body);
          await confirmProfile(context, user, confirmation.ProfileID);
          return { data: { message: bioMessages.confirmed } };
        }
        const profile = await updateBio(context, user, body, {});
        return { data: { message: bioMessages.updated, profile } };
      }
      const profile = await receive(request, (fields, files) => updateBio(context, user, fields, files));
      return { data: { message: bioMessages.updated, profile } };
    },
  );

  api.get(
    '/api/profile/specialization',
    {
      onRequest,
      schema: { tags, summary: "The signed-in user's specializations", response: specializations },
    },
    async (request) => ({
      data: await listSpecializations(context, requireSession(request.session).user.id),
    }),
  );

  api.post(
    '/api/profile/specialization',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add specializations (a list)',
        body: submitSpecializationsSchema,
        response: specializations,
      },
    },
    async (request) => ({
      data: await submitSpecializations(context, requireSession(request.session).user.id, request.body),
    }),
  );

  api.post(
    '/api/profile/specialization/update',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Change one specialization, named by EntryNo',
        body: patchSpecializationSchema,
        response: specializations,
      },
    },
    async (request) => ({
      data: await patchSpecialization(context, requireSession(request.session).user.id, request.body),
    }),
  );

  api.post(
    '/api/profile/specialization/remove',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Remove one specialization, named by EntryNo',
        body: removeSpecializationSchema,
        response: messageOnly,
      },
    },
    async (request) => {
      await removeSpecialization(context, requireSession(request.session).user.id, request.body.EntryNo);
      return { data: { message: bioMessages.specializationRemoved } };
    },
  );
}
