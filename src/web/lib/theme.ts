import {
  type AnchorProps,
  type BadgeProps,
  type CSSVariablesResolver,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  luminance,
  type MantineColorsTuple,
  type MantineThemeComponent,
  type MantineThemeOverride,
  type ModalProps,
  type NotificationProps,
  type PaginationProps,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';
import type { SiteSettings } from '../../contract/settings';
import { type ColourName, colourNames, colourOf } from '../../contract/settings-defaults';

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
    variantColorResolver: readableVariantColours,
    // Plain objects, not `Modal.extend(...)`: `extend` only returns its argument, and calling it would
    // put Modal, Pagination and what they import into the script every page loads first.
    components: {
      // A link inside a sentence must differ from the text by more than colour (WCAG 1.4.1).
      Anchor: themeDefaults<AnchorProps>({ underline: 'always' }),
      // A badge is a word or two of status: shown whole, never cut to 'ACT…' by a narrow column.
      Badge: themeDefaults<BadgeProps>({ styles: { label: { overflow: 'visible' } } }),
      // The dialogs' and toasts' close buttons show only a cross.
      Modal: themeDefaults<ModalProps>({ closeButtonProps: { 'aria-label': 'Close' } }),
      Notification: themeDefaults<NotificationProps>({ closeButtonProps: { 'aria-label': 'Close' } }),
      // The arrow buttons show only an icon, so they need names for screen readers.
      Pagination: themeDefaults<PaginationProps>({
        getControlProps: (control) => ({ 'aria-label': pageControlNames[control] }),
      }),
    },
  });
}

const themeDefaults = <Props>(defaultProps: Partial<Props>): MantineThemeComponent => ({ defaultProps });

const pageControlNames = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
};

/**
 * Text in Mantine's light, outline and subtle variants is the colour itself on white or on a pale
 * tint of it: green, orange, yellow and teal badges fall below WCAG AA's 4.5:1 (2.4:1 for green).
 * Darkening that text by 45% brings every Mantine colour above 5:1 and keeps its hue.
 */
const readableVariantColours: VariantColorsResolver = (input) => {
  const colours = defaultVariantColorsResolver(input);
  const base = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme }).value;
  if (['light', 'outline', 'subtle'].includes(input.variant ?? ''))
    return { ...colours, color: darken(base, 0.45) };
  if ((input.variant ?? 'filled') === 'filled' && base.startsWith('#')) {
    return { ...colours, color: readableTextOn(base) };
  }
  return colours;
};

/**
 * White text on a filled colour is below 4.5:1 for blue, teal, grape, orange and a light site
 * colour; one of black and white always reaches 4.5:1, so the one with more contrast is taken.
 */
function readableTextOn(background: string): string {
  const light = luminance(background);
  const withWhite = 1.05 / (light + 0.05);
  const withBlack = (light + 0.05) / 0.05;
  return withWhite >= withBlack ? 'var(--mantine-color-white)' : 'var(--mantine-color-black)';
}

/**
 * Mantine's dimmed text is gray 6, 3.3:1 on white: below WCAG AA's 4.5:1 for the small captions
 * it is used for. Gray 7 reads as secondary still and passes (about 8:1). Placeholders (gray 5,
 * 2.1:1) get a gray of 4.7:1, lighter than typed text so they still read as hints. Field errors
 * (red 6, 3.3:1) use red 9, 5.4:1.
 */
export const accessibleColours: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': '#6c757d',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
