import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../../contract/settings';
import { shadesOf, themeFromSettings } from './theme';

describe('theme from settings', () => {
  it('puts the configured colour itself at the filled shade and keeps ten shades', () => {
    const shades = shadesOf('#0B6E4F');
    expect(shades).toHaveLength(10);
    expect(shades[6]).toBe('#0B6E4F');
    expect(shades[0]).not.toBe(shades[9]);
  });

  it('uses the site colours, with the spec defaults when none are saved', () => {
    const theme = themeFromSettings(defaultSiteSettings);
    expect(theme.primaryColor).toBe('primary');
    expect(theme.colors?.primary?.[6]).toBe('#9F232D');
    expect(theme.colors?.secondary?.[6]).toBe('#F5852C');
    const custom = themeFromSettings({ site_colors: [{ colourName: 'primary', color: '#123456' }] });
    expect(custom.colors?.primary?.[6]).toBe('#123456');
    expect(custom.colors?.secondary?.[6]).toBe('#F5852C');
  });
});
