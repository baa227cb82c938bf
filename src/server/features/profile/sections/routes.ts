import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  profileSectionEndpoints,
  type SectionEndpoints,
} from '../../../../contract/endpoints/profile-sections';
import { sectionMessages } from '../../../../contract/profile-sections';
import type { AppContext } from '../../../context';
import { endpointServer } from '../../../platform/endpoints';
import { requireSession } from '../../../platform/policies';
import { type ReceivedFile, streamingUploads, withUpload } from '../../../platform/uploads';
import { createEntry } from './create-entry';
import { profileRowIdOf } from './entries';
import { parseSectionFields } from './entry-documents';
import { listEntries } from './list-entries';
import { removeEntry } from './remove-entry';
import { audienceGuard, type Section } from './section';
import { profileSections } from './sections';
import { updateEntry } from './update-entry';

type Serve = ReturnType<typeof endpointServer>;

/** The declared calls of a section, found by its path (contract `profileSectionEndpoints`). */
function endpointsOf(section: Section): SectionEndpoints {
  const path = `/api/profile/${section.info.path}`;
  const found = Object.values(profileSectionEndpoints).find((calls) => calls.list.path === path);
  if (!found) throw new Error(`${path}: no declared endpoints for this profile section`);
  return found;
}

/**
 * The routes of every profile list section (spec 2 §7): GET and POST /api/profile/<path>, POST
 * .../update and .../remove. Signed-in users only (401 otherwise), and of the section's audience
 * (403 otherwise, e.g. a firm on referees, checked after the sign-in and before the body is read);
 * each works on the caller's own profile, so a user without one gets 404 'Create your profile
 * first.' and an entry number of someone else's profile 404 like an absent one.
 */
export function profileSectionRoutes(
  app: FastifyInstance,
  context: AppContext,
  sections: readonly Section[] = profileSections,
): void {
  const serve = endpointServer(app, context.policy, ['profile sections']);
  const userIdOf = (request: FastifyRequest) => requireSession(request.session).user.id;

  for (const section of sections) {
    const declared = endpointsOf(section);
    const audience = { preParsing: audienceGuard(section.audience) };

    if (section.document) fileRoutes(serve, context, section, declared, audience);
    else {
      serve(
        declared.create,
        'ownAccount',
        (request) => createEntry(context, section, userIdOf(request), (request as FastifyRequest).body),
        audience,
      );
      serve(
        declared.update,
        'ownAccount',
        (request) =>
          updateEntry(
            context,
            section,
            userIdOf(request),
            (request as FastifyRequest).body as { EntryNo: number },
          ),
        audience,
      );
    }

    serve(
      declared.list,
      'ownAccount',
      (request) => listEntries(context, section, userIdOf(request)),
      audience,
    );
    serve(
      declared.remove,
      'ownAccount',
      async (request) => {
        await removeEntry(context, section, userIdOf(request), request.body.EntryNo);
        return { message: sectionMessages.deleted(section.info.label), EntryNo: request.body.EntryNo };
      },
      audience,
    );
  }
}

/**
 * Create and update of a section whose entries carry a file: multipart forms, the file streamed into
 * the store and checked while it arrives (kind from its content, size), the text fields validated
 * with the section's schemas. A user without a profile hears 404 before any file is stored; when the
 * write fails, the stored file is deleted. A JSON update keeps the stored file.
 */
function fileRoutes(
  serve: Serve,
  context: AppContext,
  section: Section,
  declared: SectionEndpoints,
  audience: { preParsing: ReturnType<typeof audienceGuard> },
): void {
  const document = section.document!;
  const rules = { [document.field]: document.rule };
  const options = { ...audience, config: streamingUploads };

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

  serve(
    declared.create,
    'ownAccount',
    (request) => {
      const userId = requireSession(request.session).user.id;
      return receive(request, (body, file) =>
        createEntry(
          context,
          section,
          userId,
          parseSectionFields(section.schemas.create, body, file ? null : document.field),
          file,
        ),
      );
    },
    options,
  );

  serve(
    declared.update,
    'ownAccount',
    (request) => {
      const userId = requireSession(request.session).user.id;
      return receive(request, (body, file) =>
        updateEntry(
          context,
          section,
          userId,
          parseSectionFields(section.schemas.update, body, null) as { EntryNo: number },
          file,
        ),
      );
    },
    options,
  );
}
