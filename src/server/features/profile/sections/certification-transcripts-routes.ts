import type { FastifyInstance, FastifyRequest } from 'fastify';
import { profileSectionExtraEndpoints as declared } from '../../../../contract/endpoints/profile-sections';
import {
  addTranscriptSchema,
  sectionMessages,
  TRANSCRIPT_FILE_FIELD,
} from '../../../../contract/profile-sections';
import { uploadRules } from '../../../../contract/uploads';
import type { AppContext } from '../../../context';
import { endpointServer } from '../../../platform/endpoints';
import { requireSession } from '../../../platform/policies';
import { type ReceivedFile, streamingUploads, withUpload } from '../../../platform/uploads';
import { addTranscript, removeTranscript } from './certification-transcripts';
import { profileRowIdOf } from './entries';
import { parseSectionFields } from './entry-documents';

/**
 * The transcripts of the signed-in user's Foreign certifications (spec 2 §2.4). Signed-in users only
 * (401 before the body is read); a user without a profile hears 404 before any file is stored.
 */
export function certificationTranscriptRoutes(app: FastifyInstance, context: AppContext): void {
  const serve = endpointServer(app, context.policy, ['profile sections']);
  const rules = { [TRANSCRIPT_FILE_FIELD]: uploadRules.pdfAttachment };

  serve(
    declared.addTranscript,
    'ownAccount',
    async (request) => {
      const userId = requireSession(request.session).user.id;
      await profileRowIdOf(context.db, userId);
      // A body that is not a form has no file: answered like a form without one (always a 400).
      if (!request.isMultipart())
        parseSectionFields(
          addTranscriptSchema,
          (request as FastifyRequest).body ?? {},
          TRANSCRIPT_FILE_FIELD,
        );
      const transcript = await withUpload(request, context.files, rules, (upload) => {
        const file = upload.file(TRANSCRIPT_FILE_FIELD);
        const fields = parseSectionFields(
          addTranscriptSchema,
          upload.fields,
          file ? null : TRANSCRIPT_FILE_FIELD,
        );
        // parseSectionFields has refused a form without the file.
        return addTranscript(context, userId, fields, file as ReceivedFile);
      });
      return { message: sectionMessages.transcriptAdded, transcript };
    },
    { config: streamingUploads },
  );

  serve(declared.removeTranscript, 'ownAccount', async (request) => {
    await removeTranscript(context, requireSession(request.session).user.id, request.body);
    return { message: sectionMessages.transcriptRemoved, transcriptId: request.body.transcriptId };
  });
}
