import { memberSearchMessages } from '../../../contract/member-search';
import { tooManyRequests } from '../../platform/errors';

const WINDOW_MS = 60_000;

/**
 * A fixed one-minute window of searches per client address, counted in this instance's memory.
 * The shared rate_limits table would add a database write to every search, the hottest public
 * read; this limit is against automated scraping, so a per-instance count is enough (behind a load
 * balancer a client gets the limit once per instance). The whole map is dropped when the window
 * rolls over, so it never holds more than one minute of addresses.
 */
export function searchRateLimiter(limitPerMinute: number, now: () => number = Date.now) {
  let windowStart = now();
  let hits = new Map<string, number>();
  return (clientIp: string): void => {
    const time = now();
    if (time - windowStart >= WINDOW_MS) {
      windowStart = time;
      hits = new Map();
    }
    const count = (hits.get(clientIp) ?? 0) + 1;
    hits.set(clientIp, count);
    if (count > limitPerMinute) throw tooManyRequests(memberSearchMessages.tooManySearches);
  };
}
