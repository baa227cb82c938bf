import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../../../../contract/common';
import { profileBioEndpoints as declared } from '../../../../contract/endpoints/profile-bio';
import { bioMessages, confirmProfileSchema } from '../../../../contract/profile-bio';
import { uploadRules } from '../../../../contract/uploads';
import type { AppContext } from '../../../context';
import { endpointServer } from '../../../platform/endpoints';
import { notFound } from '../../../platform/errors';
import { requireSession } from '../../../platform/policies';
import { parseUploadFields, streamingUploads, withUpload } from '../../../platform/uploads';
import { readBio } from './bio-view';
import { assertMayCreate, type BioFiles, confirmProfile, createBio, updateBio } from './save-bio';
import {
  listSpecializations,
  patchSpecialization,
  removeSpecialization,
  submitSpecializations,
} from './specializations';

const bioFileRules = { picture: uploadRules.profilePicture, IDImage: uploadRules.idAttachment };

/**
 * The individual's bio and specializations (spec 2 §7): GET/POST /api/profile, POST
 * /api/profile/update, GET/POST /api/profile/specialization, POST .../update and .../remove.
 * Signed-in users only; each works on the caller's own profile (there is no id in the URL).
 */
export function profileBioRoutes(app: FastifyInstance, context: AppContext): void {
  const serve = endpointServer(app, context.policy, ['profile']);
  const userOf = (request: FastifyRequest) => requireSession(request.session).user;

  /** The bio's multipart form: the picture and ID streamed into the store, the text fields as sent. */
  const receive = <T>(
    request: FastifyRequest,
    save: (fields: Record<string, unknown>, files: BioFiles) => Promise<T>,
  ): Promise<T> =>
    withUpload(request, context.files, bioFileRules, (upload) =>
      save(upload.fields, { picture: upload.file('picture'), idImage: upload.file('IDImage') }),
    );

  serve(declared.bio, 'ownAccount', async (request) => {
    const bio = await readBio(context.db, userOf(request));
    if (!bio) throw notFound(messages.profileRequired);
    return bio;
  });

  serve(
    declared.create,
    'ownAccount',
    async (request) => {
      const user = userOf(request);
      // Refused before any file is stored.
      await assertMayCreate(context.db, user, context);
      const profile = await receive(request, (fields, files) => createBio(context, user, fields, files));
      return { message: bioMessages.created, profile };
    },
    { config: streamingUploads },
  );

  serve(
    declared.update,
    'ownAccount',
    async (request) => {
      const user = userOf(request);
      if (!request.isMultipart()) {
        // A JSON body that is not an object (a bare string) has no fields: validation refuses it.
        const sent: unknown = (request as FastifyRequest).body;
        const body = (typeof sent === 'object' && sent !== null ? sent : {}) as Record<string, unknown>;
        if ('confirmed' in body) {
          const confirmation = parseUploadFields(confirmProfileSchema, body);
          await confirmProfile(context, user, confirmation.ProfileID);
          return { message: bioMessages.confirmed };
        }
        const profile = await updateBio(context, user, body, {});
        return { message: bioMessages.updated, profile };
      }
      const profile = await receive(request, (fields, files) => updateBio(context, user, fields, files));
      return { message: bioMessages.updated, profile };
    },
    { config: streamingUploads },
  );

  serve(declared.specializations, 'ownAccount', (request) =>
    listSpecializations(context, userOf(request).id),
  );

  serve(declared.addSpecializations, 'ownAccount', (request) =>
    submitSpecializations(context, userOf(request).id, request.body),
  );

  serve(declared.updateSpecialization, 'ownAccount', (request) =>
    patchSpecialization(context, userOf(request).id, request.body),
  );

  serve(declared.removeSpecialization, 'ownAccount', async (request) => {
    await removeSpecialization(context, userOf(request).id, request.body.EntryNo);
    return { message: bioMessages.specializationRemoved };
  });
}
