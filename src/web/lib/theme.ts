import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import { type ColourName, colourNames, colourOf, type SiteSettings } from '../../contract/settings';

function mix(hex: string, target: number, weight: number): string {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `#${channels
    .map((channel) =>
      Math.round(channel + (target - channel) * weight)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Ten shades with the configured colour itself at index 6, Mantine's filled shade. */
export function shadesOf(hex: string): MantineColorsTuple {
  const lighter = [0.92, 0.8, 0.64, 0.46, 0.3, 0.14].map((weight) => mix(hex, 255, weight));
  const darker = [0.12, 0.24, 0.36].map((weight) => mix(hex, 0, weight));
  return [...lighter, hex, ...darker] as unknown as MantineColorsTuple;
}

/** The site's colours from settings become the theme at run time (spec 1 §2). */
export function themeFromSettings(settings: Pick<SiteSettings, 'site_colors'>): MantineThemeOverride {
  const colors = Object.fromEntries(
    colourNames.map((name: ColourName) => [name, shadesOf(colourOf(settings, name))]),
  ) as Record<ColourName, MantineColorsTuple>;
  return createTheme({
    primaryColor: 'primary',
    primaryShade: 6,
    colors,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    defaultRadius: 'md',
    other: { backTheme: colourOf(settings, 'BackTheme') },
  });
}
