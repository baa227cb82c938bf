import { expect } from 'vitest';
import type { MemberCard, MemberSearchPage } from '../../../contract/member-search';
import type { TestApp } from '../../test-support/harness';
import { memberVerificationUrl } from '../application-documents/public';

/**
 * The public Member Checker as a visitor uses it, for tests. Every call comes from a client address
 * of its own, so the per-address limit never answers instead.
 */
export function publicSearches(app: () => TestApp) {
  let calls = 0;
  const nextIp = () => {
    calls += 1;
    return `10.24.${calls >> 8}.${calls & 255}`;
  };
  const search = async (term: string): Promise<MemberSearchPage> => {
    const response = await app().api('GET', `/api/profile/search?term=${encodeURIComponent(term)}`, {
      ip: nextIp(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  return {
    search,
    memberNosFound: async (term: string) => (await search(term)).results.map((row) => row.MemberNo),
    /** GET profile/search/show/{code}: the whole response, to check its status too. */
    card: (code: string) =>
      app().api('GET', `/api/profile/search/show/${encodeURIComponent(code)}`, { ip: nextIp() }),
    cardOf: async (code: string): Promise<MemberCard> => {
      const response = await app().api('GET', `/api/profile/search/show/${encodeURIComponent(code)}`, {
        ip: nextIp(),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    },
    /** What a stranger holding a membership certificate sees at /member-verify. */
    verifiedStanding: async (memberNo: string): Promise<boolean> => {
      const t = app();
      const url = new URL(await memberVerificationUrl(t.db, t.env.PUBLIC_URL, memberNo));
      const response = await t.api(
        'GET',
        `/api/member-verify${url.pathname.slice('/member-verify'.length)}${url.search}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as { inGoodStanding: boolean }).inGoodStanding;
    },
  };
}
