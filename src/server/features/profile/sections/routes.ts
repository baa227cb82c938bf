import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  removedEntrySchema,
  removeEntrySchema,
  savedEntrySchema,
  sectionMessages,
} from '../../../../contract/profile-sections';
import type { AppContext } from '../../../context';
import { guard, requireSession } from '../../../platform/policies';
import { type ReceivedFile, streamingUploads, withUpload } from '../../../platform/uploads';
import { createEntry } from './create-entry';
import { profileRowIdOf } from './entries';
import { parseSectionFields } from './entry-documents';
import { listEntries } from './list-entries';
import { removeEntry } from './remove-entry';
import { audienceGuard, type Section } from './section';
import { profileSections } from './sections';
import { updateEntry } from './update-entry';

const tags = ['profile sections'];

/**
 * The routes of every profile list section (spec 2 §7): GET and POST /api/profile/<path>, POST
 * .../update and .../remove. Signed-in users only (401 otherwise), and of the section's audience
 * (403 otherwise, e.g. a firm on referees); each works on the caller's own profile, so a user without
 * one gets 404 'Create your profile first.' and an entry number of someone else's profile 404 like an
 * absent one.
 */
export function profileSectionRoutes(
  app: FastifyInstance,
  context: AppContext,
  sections: readonly Section[] = profileSections,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = guard('member', context.policy);

  for (const section of sections) {
    const { path, label, noun } = section.info;
    const onRequest = [signedIn, audienceGuard(section.audience)];
    const base = `/api/profile/${path}`;
    const saved = { 200: z.object({ data: savedEntrySchema(section.entry) }) };

    const listAndRemove = () => {
      api.get(
        base,
        {
          onRequest,
          schema: {
            tags,
            summary: `The signed-in user's ${noun} entries`,
            response: { 200: z.object({ data: z.array(section.entry) }) },
          },
        },
        async (request) => ({
          data: await listEntries(context, section, requireSession(request.session).user.id),
        }),
      );
      api.post(
        `${base}/remove`,
        {
          onRequest,
          schema: {
            tags,
            summary: `Delete a ${noun}, named by EntryNo`,
            body: removeEntrySchema,
            response: { 200: z.object({ data: removedEntrySchema }) },
          },
        },
        async (request) => {
          await removeEntry(context, section, requireSession(request.session).user.id, request.body.EntryNo);
          return { data: { message: sectionMessages.deleted(label), EntryNo: request.body.EntryNo } };
        },
      );
    };

    if (section.document) {
      fileRoutes(api, context, section, onRequest);
      listAndRemove();
      continue;
    }

    api.post(
      `${base}${section.createPath}`,
      {
        onRequest,
        schema: { tags, summary: `Add a ${noun}`, body: section.schemas.create, response: saved },
      },
      async (request) => ({
        data: await createEntry(context, section, requireSession(request.session).user.id, request.body),
      }),
    );

    api.post(
      `${base}/update`,
      {
        onRequest,
        schema: {
          tags,
          summary: `Change a ${noun}, named by EntryNo`,
          body: section.schemas.update,
          response: saved,
        },
      },
      async (request) => ({
        data: await updateEntry(
          context,
          section,
          requireSession(request.session).user.id,
          request.body as { EntryNo: number },
        ),
      }),
    );

    listAndRemove();
  }
}

type Api = ReturnType<FastifyInstance['withTypeProvider']>;

/**
 * Create and update of a section whose entries carry a file: multipart forms, the file streamed into
 * the store and checked while it arrives (kind from its content, size), the text fields validated
 * with the section's schemas. A user without a profile hears 404 before any file is stored; when the
 * write fails, the stored file is deleted. A JSON update keeps the stored file.
 */
function fileRoutes(
  api: Api,
  context: AppContext,
  section: Section,
  onRequest: ReturnType<typeof guard>[],
): void {
  const document = section.document!;
  const { path, noun } = section.info;
  const base = `/api/profile/${path}`;
  const saved = { 200: z.object({ data: savedEntrySchema(section.entry) }) };
  const rules = { [document.field]: document.rule };

  const receive = async <T>(
    request: FastifyRequest,
    save: (fields: unknown, file: ReceivedFile | undefined) => Promise<T>,
  ): Promise<T> => {
    const userId = requireSession(request.session).user.id;
    await profileRowIdOf(context.db, userId);
    if (!request.isMultipart()) return save(request.body ?? {}, undefined);
    return withUpload(request, context.files, rules, (upload) =>
      save(upload.fields, upload.file(document.field)),
    );
  };

  api.post(
    `${base}${section.createPath}`,
    {
      onRequest,
      config: streamingUploads,
      schema: { tags, summary: `Add a ${noun} (multipart: fields and ${document.field})`, response: saved },
    },
    async (request) => {
      const userId = requireSession(request.session).user.id;
      const saved = await receive(request, (body, file) =>
        createEntry(
          context,
          section,
          userId,
          parseSectionFields(section.schemas.create, body, file ? null : document.field),
          file,
        ),
      );
      return { data: saved };
    },
  );

  api.post(
    `${base}/update`,
    {
      onRequest,
      config: streamingUploads,
      schema: {
        tags,
        summary: `Change a ${noun}, named by EntryNo (multipart; without ${document.field} the stored file stays)`,
        response: saved,
      },
    },
    async (request) => {
      const userId = requireSession(request.session).user.id;
      const saved = await receive(request, (body, file) =>
        updateEntry(
          context,
          section,
          userId,
          parseSectionFields(section.schemas.update, body, null) as { EntryNo: number },
          file,
        ),
      );
      return { data: saved };
    },
  );
}
