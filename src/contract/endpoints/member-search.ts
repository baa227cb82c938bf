import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  memberCardSchema,
  memberSearchPageSchema,
  memberSearchQuerySchema,
  memberSearchStatsSchema,
} from '../member-search';

const profileParams = z.object({ profileId: z.string().trim().min(1).max(40) });

/**
 * The public Member Checker (spec 1 §2 "Public search"): no session needed. A member's photo
 * (GET profile/search/photo/:profileId) is not here: it answers the image itself, so the server
 * registers it by hand.
 */
export const memberSearchEndpoints = {
  /**
   * Registered by hand on the server: it answers JSON text the in-memory index has already written,
   * which `serve` would wrap again. It also takes a missing term as a blank one.
   */
  search: endpoint({
    method: 'GET',
    path: '/api/profile/search',
    summary: 'Searches the member register by member no, ID/passport, e-mail (exact) or name words',
    query: memberSearchQuerySchema,
    data: memberSearchPageSchema,
  }),
  stats: endpoint({
    method: 'GET',
    path: '/api/profile/search/stats',
    summary: 'The register summary: members by category and gender, and how many are in good standing',
    data: memberSearchStatsSchema,
  }),
  show: endpoint({
    method: 'GET',
    path: '/api/profile/search/show/:profileId',
    summary: "A member's card (404 for anyone not a member)",
    params: profileParams,
    data: memberCardSchema,
  }),
};
