import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { guard, requireSession } from '../../platform/policies';
import { openDocument } from './read-document';

const paramsSchema = z.object({ id: z.string().max(100) });
const querySchema = z.object({ disposition: z.enum(['attachment', 'inline']).default('attachment') });

/** RFC 6266: an ASCII fallback name and the exact name in UTF-8. */
export function contentDisposition(disposition: 'attachment' | 'inline', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Downloads of uploaded documents. Uploads themselves belong to the records that hold them (profile, ...). */
export function documentRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/documents/:id',
    {
      onRequest: guard('ownAccount', context.policy),
      schema: {
        tags: ['documents'],
        summary:
          'The file of a document (its owner and staff; anyone else gets 404). `disposition=inline` to show it in the browser',
        params: paramsSchema,
        querystring: querySchema,
      },
    },
    async (request, reply) => {
      const session = requireSession(request.session);
      const document = await openDocument(context, session.user, request.params.id);
      return reply
        .header('content-type', document.contentType)
        .header('content-length', String(document.size))
        .header('content-disposition', contentDisposition(request.query.disposition, document.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(document.stream);
    },
  );
}
