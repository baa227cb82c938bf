import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addedTranscriptSchema,
  addTranscriptSchema,
  profileSections,
  removedTranscriptSchema,
  removeTranscriptSchema,
  sectionMessages,
  TRANSCRIPT_FILE_FIELD,
} from '../../../../contract/profile-sections';
import { uploadRules } from '../../../../contract/uploads';
import type { AppContext } from '../../../context';
import { guard, requireSession } from '../../../platform/policies';
import { type ReceivedFile, streamingUploads, withUpload } from '../../../platform/uploads';
import { addTranscript, removeTranscript } from './certification-transcripts';
import { profileRowIdOf } from './entries';
import { parseSectionFields } from './entry-documents';

const tags = ['profile sections'];
const base = `/api/profile/${profileSections.certifications.path}/transcripts`;

/**
 * The transcripts of the signed-in user's Foreign certifications (spec 2 §2.4). Signed-in users only
 * (401 before the body is read); a user without a profile hears 404 before any file is stored.
 */
export function certificationTranscriptRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = guard('member', context.policy);
  const rules = { [TRANSCRIPT_FILE_FIELD]: uploadRules.pdfAttachment };

  api.post(
    base,
    {
      onRequest,
      config: streamingUploads,
      schema: {
        tags,
        summary: `Add a transcript to a Foreign certification (multipart: EntryNo, description and ${TRANSCRIPT_FILE_FIELD}, a PDF)`,
        response: { 200: z.object({ data: addedTranscriptSchema }) },
      },
    },
    async (request) => {
      const userId = requireSession(request.session).user.id;
      await profileRowIdOf(context.db, userId);
      // A body that is not a form has no file: answered like a form without one (always a 400).
      if (!request.isMultipart())
        parseSectionFields(addTranscriptSchema, request.body ?? {}, TRANSCRIPT_FILE_FIELD);
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
      return { data: { message: sectionMessages.transcriptAdded, transcript } };
    },
  );

  api.post(
    `${base}/remove`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Remove a transcript of a certification, named by EntryNo and transcriptId',
        body: removeTranscriptSchema,
        response: { 200: z.object({ data: removedTranscriptSchema }) },
      },
    },
    async (request) => {
      await removeTranscript(context, requireSession(request.session).user.id, request.body);
      return {
        data: { message: sectionMessages.transcriptRemoved, transcriptId: request.body.transcriptId },
      };
    },
  );
}
