import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberSearchEndpoints as declared } from '../../../contract/endpoints/member-search';
import type { AppContext } from '../../context';
import { endpointServer } from '../../platform/endpoints';
import { openMemberPhoto } from './member-photo';
import { memberStatsCache } from './member-stats';
import { memberSearchReader } from './memory-search';
import { searchMembers } from './search-members';
import { searchRateLimiter } from './search-rate-limit';
import { showMember } from './show-member';

const tags = ['member-search'];
const profileParams = z.object({ profileId: z.string().trim().min(1).max(40) });
// A missing term answers the same message as a blank one.
const searchQuery = declared.search.query.extend({
  term: z.preprocess((value) => value ?? '', declared.search.query.shape.term),
});

/** Public answers may be personal data of today's register: never kept by browsers or proxies. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/**
 * The public Member Checker (spec 1 §2 "Public search"): no session needed. Answers carry only the
 * contract's allow-list; the response schemas serialize declared fields only.
 */
export function memberSearchRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const serve = endpointServer(app, context.policy, tags);
  const limitSearches = searchRateLimiter(context.env);
  const stats = memberStatsCache(context.db);
  const fromMemory = memberSearchReader(context.db, context.env.SEARCH_INDEX_REFRESH_MS);

  // By hand: the in-memory index answers JSON text it has already written, which `serve` would wrap
  // again; and a missing term is taken as a blank one. Path, summary and answer are declared.
  api.get(
    declared.search.path,
    {
      schema: {
        tags,
        summary: declared.search.summary,
        querystring: searchQuery,
        response: { 200: z.object({ data: declared.search.data }) },
      },
    },
    async (request, reply) => {
      limitSearches(request.ip);
      noStore(reply);
      const json = await fromMemory.searchJson(request.query);
      // Fastify sends JSON text as it is; the type provider only knows the object form.
      if (json !== null) return reply.type('application/json; charset=utf-8').send(json as never);
      return { data: await searchMembers(context.db, context.dialect, request.query) };
    },
  );

  serve(declared.stats, 'public', (_request, reply) => {
    noStore(reply);
    return stats();
  });

  serve(declared.show, 'public', (request, reply) => {
    limitSearches(request.ip);
    noStore(reply);
    return showMember(context.db, request.params.profileId);
  });

  // By hand: the answer is the image itself.
  api.get(
    '/api/profile/search/photo/:profileId',
    {
      schema: { tags, summary: "A member's photo (404 for anyone not a member)", params: profileParams },
    },
    async (request, reply) => {
      const photo = await openMemberPhoto(context, request.params.profileId);
      return reply
        .header('content-type', photo.contentType)
        .header('content-length', String(photo.size))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(photo.stream);
    },
  );
}
