import type { FastifyInstance } from 'fastify';
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
import { createEntry } from './create-entry';
import { listEntries } from './list-entries';
import { removeEntry } from './remove-entry';
import type { Section } from './section';
import { profileSections } from './sections';
import { updateEntry } from './update-entry';

const tags = ['profile sections'];

/**
 * The routes of every profile list section (spec 2 §7): GET and POST /api/profile/<path>, POST
 * .../update and .../remove. Signed-in users only (401 otherwise); each works on the caller's own
 * profile, so a user without one gets 404 'Create your profile first.' and an entry number of
 * someone else's profile 404 like an absent one.
 */
export function profileSectionRoutes(
  app: FastifyInstance,
  context: AppContext,
  sections: readonly Section[] = profileSections,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = guard('member', context.policy);

  for (const section of sections) {
    const { path, label, noun } = section.info;
    const base = `/api/profile/${path}`;
    const saved = { 200: z.object({ data: savedEntrySchema(section.entry) }) };

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
      `${base}${section.createPath}`,
      {
        onRequest,
        schema: { tags, summary: `Add a ${noun}`, body: section.schemas.create, response: saved },
      },
      async (request) => {
        const entry = await createEntry(
          context,
          section,
          requireSession(request.session).user.id,
          request.body,
        );
        return { data: { message: sectionMessages.added(label), entry } };
      },
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
      async (request) => {
        const session = requireSession(request.session);
        const entry = await updateEntry(
          context,
          section,
          session.user.id,
          request.body as { EntryNo: number },
        );
        return { data: { message: sectionMessages.updated(label), entry } };
      },
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
  }
}
