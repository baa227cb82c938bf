import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('where the portal sends a browser', () => {
  it('follows a path of the portal, with its query', () => {
    expect(safeRedirect('/dashboard')).toBe('/dashboard');
    expect(safeRedirect('/?redirect=%2Fprofile')).toBe('/?redirect=%2Fprofile');
  });

  it('follows nothing a browser reads as another origin', () => {
    for (const target of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'evil', '', null]) {
      expect(safeRedirect(target), String(target)).toBeNull();
    }
  });
});
