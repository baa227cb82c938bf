import type { Env } from '../../env';
import { tooManyRequests } from '../../platform/errors';
import { rateLimitKey, rateLimitOf, rateLimitRules } from '../../platform/rate-limit-rules';

const { windowMs, message } = rateLimitRules.memberSearchesPerAddress;

/**
 * A fixed window of searches per client address (rule memberSearchesPerAddress), counted in this
 * instance's memory. The shared rate_limits table would add a database write to every search, the
 * hottest public read; this limit is against automated scraping, so a per-instance count is enough
 * (behind a load balancer a client gets the limit once per instance). The whole map is dropped when
 * the window rolls over, so it never holds more than one window of addresses.
 */
export function searchRateLimiter(env: Env, now: () => number = Date.now) {
  const limit = rateLimitOf('memberSearchesPerAddress', env);
  let windowStart = now();
  let hits = new Map<string, number>();
  return (clientIp: string): void => {
    const time = now();
    if (time - windowStart >= windowMs) {
      windowStart = time;
      hits = new Map();
    }
    const key = rateLimitKey('memberSearchesPerAddress', clientIp);
    const count = (hits.get(key) ?? 0) + 1;
    hits.set(key, count);
    if (count > limit) throw tooManyRequests(message);
  };
}
