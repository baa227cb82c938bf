import type { FastifyInstance, FastifyRequest } from 'fastify';
import { profileBioEndpoints as declared } from '../../../../contract/endpoints/profile-bio';
import { firmBioMessages, firmImageRule } from '../../../../contract/profile-firm-bio';
import type { AppContext } from '../../../context';
import { endpointServer } from '../../../platform/endpoints';
import { requireSession } from '../../../platform/policies';
import { streamingUploads, withUpload } from '../../../platform/uploads';
import { readFirmBio } from './firm-bio-view';
import { assertFirm, assertMayCreateFirm, createFirmBio, updateFirmBio } from './save-firm-bio';

const firmFileRules = { Image: firmImageRule };

/**
 * The firm bio of a Corporate user (spec 2 §7): GET /api/profile/firmBio, POST /api/profile/firmBio
 * (creates the profile) and POST /api/profile/firmBio/update, both multipart with the image in
 * `Image`. Each works on the caller's own profile (there is no id in the URL).
 */
export function profileFirmBioRoutes(app: FastifyInstance, context: AppContext): void {
  const serve = endpointServer(app, context.policy, ['profile']);
  const userOf = (request: FastifyRequest) => requireSession(request.session).user;

  serve(declared.firmBio, 'ownAccount', (request) => readFirmBio(context.db, userOf(request)));

  serve(
    declared.createFirmBio,
    'ownAccount',
    async (request) => {
      const user = userOf(request);
      // Refused before any file is stored.
      await assertMayCreateFirm(context.db, user, context);
      const firmBio = await withUpload(request, context.files, firmFileRules, (upload) =>
        createFirmBio(context, user, upload.fields, upload.file('Image')),
      );
      return { message: firmBioMessages.created, firmBio };
    },
    { config: streamingUploads },
  );

  serve(
    declared.updateFirmBio,
    'ownAccount',
    async (request) => {
      const user = userOf(request);
      assertFirm(user, context);
      const firmBio = await withUpload(request, context.files, firmFileRules, (upload) =>
        updateFirmBio(context, user, upload.fields, upload.file('Image')),
      );
      return { message: firmBioMessages.updated, firmBio };
    },
    { config: streamingUploads },
  );
}
