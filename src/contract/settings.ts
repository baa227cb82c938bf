import { z } from 'zod';

export const colourNames = [
  'primary',
  'secondary',
  'accent',
  'error',
  'info',
  'success',
  'warning',
  'BackTheme',
  'BadgeTheme',
] as const;
export type ColourName = (typeof colourNames)[number];

export const defaultColours: Record<ColourName, string> = {
  primary: '#9F232D',
  secondary: '#F5852C',
  accent: '#1F6F8B',
  error: '#C62828',
  info: '#1565C0',
  success: '#2E7D32',
  warning: '#B26A00',
  BackTheme: '#F4F5F7',
  BadgeTheme: '#9F232D',
};

/** The sidebar links a site can install (spec 1 §2 "selectable link names"). */
export const packageNames = [
  'Dashboard',
  'Profile',
  'CPD',
  'Application',
  'Subscription',
  'Upgrade',
  'License',
  'Billing',
  'Certificate',
  'MyProjects',
  'Events',
] as const;
export type PackageName = (typeof packageNames)[number];

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be a hex value like #9F232D');

export const siteColourSchema = z.object({ colourName: z.enum(colourNames), color: hexColour });
export type SiteColour = z.infer<typeof siteColourSchema>;

/** A caption the admin types: the limit's message names the field, for the settings form and the 400 answer. */
const caption = (label: string, max: number) =>
  z.string().max(max, `${label} must be at most ${max} characters`);

export const minorSettingsSchema = z.object({
  login_caption: caption('Login caption', 200).default('Member Portal'),
  organisation_caption: caption('Organisation caption', 20).default('EIK'),
  referee_disclaimer: z.boolean().default(false),
  referee_disclaimer_caption: caption('Referee disclaimer caption', 2000).default(''),
  registration: z.boolean().default(true),
  license_alternative_caption: caption('Licence caption', 60).default('License'),
  countyField: z.boolean().default(true),
  practicing_firm: z.boolean().default(false),
  inactivityLogout: z.boolean().default(true),
  certificate_of_good_standing: z.boolean().default(true),
  certificate_of_good_standing_caption: caption('Good standing certificate caption', 120).default(
    'Certificate of Good Standing',
  ),
  membership_certificate_caption: caption('Membership certificate caption', 120).default(
    'Membership Certificate',
  ),
  acceptance_letter_caption: caption('Acceptance letter caption', 120).default('Acceptance Letter'),
  showWorkPlace: z.boolean().default(true),
});
export type MinorSettings = z.infer<typeof minorSettingsSchema>;
export const defaultMinorSettings: MinorSettings = minorSettingsSchema.parse({});

export const siteSettingsSchema = z.object({
  id: z.number().nullable(),
  site_colors: z.array(siteColourSchema),
  site_installed_packages: z.array(z.enum(packageNames)),
  minor_settings: minorSettingsSchema,
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const defaultSiteSettings: SiteSettings = {
  id: null,
  site_colors: colourNames.map((colourName) => ({ colourName, color: defaultColours[colourName] })),
  site_installed_packages: [...packageNames],
  minor_settings: defaultMinorSettings,
};

/** Form fields arrive as JSON text (spec 1 §7); this turns the text into the value before validation. */
const jsonText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Must be valid JSON text' });
      return z.NEVER;
    }
  }, schema);

/** POST admin/settings and admin/updateSettings: form data or JSON with the three settings groups. */
export const saveSettingsRequestSchema = z.object({
  id: z.coerce.number().int().positive().optional(),
  site_colors: jsonText(z.array(siteColourSchema).max(colourNames.length)),
  site_installed_packages: jsonText(z.array(z.enum(packageNames)).max(packageNames.length)),
  minor_settings: jsonText(minorSettingsSchema),
});
export type SaveSettingsRequest = z.input<typeof saveSettingsRequestSchema>;

export function colourOf(settings: Pick<SiteSettings, 'site_colors'>, name: ColourName): string {
  return settings.site_colors.find((entry) => entry.colourName === name)?.color ?? defaultColours[name];
}
