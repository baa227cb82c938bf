import { describe, expect, it } from 'vitest';
import { urlOf } from './endpoint';

const declared = { path: '/api/admin/events/:no/attendance' } as const;

describe('the address of a declared endpoint', () => {
  it('puts each path parameter, percent-encoded, into its own segment', () => {
    expect(urlOf(declared, { no: 'EV/0001 a?b' })).toBe('/api/admin/events/EV%2F0001%20a%3Fb/attendance');
  });

  it('refuses to call another address when a path parameter is missing or empty', () => {
    expect(() => urlOf(declared, {})).toThrow(':no');
    expect(() => urlOf(declared, { no: '' })).toThrow(':no');
  });

  it('writes the defined query values, repeating the key of a list, and leaves out the undefined', () => {
    expect(
      urlOf({ path: '/api/profile/search' }, undefined, {
        term: 'Otieno & Sons',
        page: 2,
        status: ['Active', 'Suspended'],
        county: undefined,
        city: null,
        memberNo: '',
      }),
    ).toBe('/api/profile/search?term=Otieno+%26+Sons&page=2&status=Active&status=Suspended&memberNo=');
  });

  it('has no question mark without a query', () => {
    expect(urlOf({ path: '/api/cpd_awards/points' })).toBe('/api/cpd_awards/points');
  });
});
