import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  memberCardSchema,
  memberSearchPageSchema,
  memberSearchQuerySchema,
  memberSearchStatsSchema,
} from '../../../contract/member-search';
import type { AppContext } from '../../context';
import { openMemberPhoto } from './member-photo';
import { memberStatsCache } from './member-stats';
import { memberSearchReader } from './memory-search';
import { searchMembers } from './search-members';
import { searchRateLimiter } from './search-rate-limit';
import { showMember } from './show-member';

const tags = ['member-search'];
const profileParams = z.object({ profileId: z.string().trim().min(1).max(40) });
// A missing term answers the same message as a blank one.
const searchQuery = memberSearchQuerySchema.extend({
  term: z.preprocess((value) => value ?? '', memberSearchQuerySchema.shape.term),
});

/** Public answers may be personal data of today's register: never kept by browsers or proxies. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/**
 * The public Member Checker (spec 1 §2 "Public search"): no session needed. Answers carry only the
 * contract's allow-list; the response schemas serialize declared fields only.
 */
export function memberSearchRoutes(app: FastifyInstance, context: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limitSearches = searchRateLimiter(context.env);
  const stats = memberStatsCache(context.db);
  const fromMemory = memberSearchReader(context.db, context.env.SEARCH_INDEX_REFRESH_MS);

  api.get(
    '/api/profile/search',
    {
      schema: {
        tags,
        summary: 'Searches the member register by member no, ID/passport, e-mail (exact) or name words',
        querystring: searchQuery,
        response: { 200: z.object({ data: memberSearchPageSchema }) },
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

  api.get(
    '/api/profile/search/stats',
    {
      schema: {
        tags,
        summary: 'The register summary: members by category and gender, and how many are in good standing',
        response: { 200: z.object({ data: memberSearchStatsSchema }) },
      },
    },
    async (_request, reply) => {
      noStore(reply);
      return { data: await stats() };
    },
  );

  api.get(
    '/api/profile/search/show/:profileId',
    {
      schema: {
        tags,
        summary: "A member's card (404 for anyone not a member)",
        params: profileParams,
        response: { 200: z.object({ data: memberCardSchema }) },
      },
    },
    async (request, reply) => {
      limitSearches(request.ip);
      noStore(reply);
      return { data: await showMember(context.db, request.params.profileId) };
    },
  );

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
