import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('where the portal sends a browser', () => {
  it('follows a path of the portal, with its query', () => {
    expect(safeRedirect('/dashboard')).toBe('/dashboard');
    expect(safeRedirect('/?redirect=%2Fprofile')).toBe('/?redirect=%2Fprofile');
    expect(safeRedirect('/profile#referees')).toBe('/profile#referees');
  });

  it('follows nothing a browser reads as another origin', () => {
    for (const target of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '\t//evil.example',
      '/\\\t\\evil.example',
      'https://evil.example/',
      'evil',
      '',
      null,
    ]) {
      expect(safeRedirect(target), JSON.stringify(target)).toBeNull();
    }
  });

  it('never answers a control character, which would break the Location header', () => {
    expect(safeRedirect('/dash\nboard')).toBe('/dashboard');
    expect(safeRedirect('/x?next=a\r\nSet-Cookie: a=b')).toBe('/x?next=aSet-Cookie:%20a=b');
  });
});
