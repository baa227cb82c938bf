import { z } from 'zod';

import { memberStatuses } from './member-register';
import { serviceDaysSchema } from './service-level';
import { colourNames, defaultMinorSettings as defaults, packageNames } from './settings-defaults';

export {
  type ColourName,
  colourNames,
  colourOf,
  defaultColours,
  defaultMinorSettings,
  defaultSiteSettings,
  type PackageName,
  packageNames,
} from './settings-defaults';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be a hex value like #9F232D');

export const siteColourSchema = z.object({ colourName: z.enum(colourNames), color: hexColour });
export type SiteColour = z.infer<typeof siteColourSchema>;

/** A caption the admin types: the limit's message names the field, for the settings form and the 400 answer. */
const caption = (label: string, max: number) =>
  z.string().max(max, `${label} must be at most ${max} characters`);

export const minorSettingsSchema = z.object({
  login_caption: caption('Login caption', 200).default(defaults.login_caption),
  organisation_caption: caption('Organisation caption', 20).default(defaults.organisation_caption),
  referee_disclaimer: z.boolean().default(defaults.referee_disclaimer),
  referee_disclaimer_caption: caption('Referee disclaimer caption', 2000).default(
    defaults.referee_disclaimer_caption,
  ),
  registration: z.boolean().default(defaults.registration),
  license_alternative_caption: caption('Licence caption', 60).default(defaults.license_alternative_caption),
  countyField: z.boolean().default(defaults.countyField),
  practicing_firm: z.boolean().default(defaults.practicing_firm),
  inactivityLogout: z.boolean().default(defaults.inactivityLogout),
  certificate_of_good_standing: z.boolean().default(defaults.certificate_of_good_standing),
  certificate_of_good_standing_caption: caption('Good standing certificate caption', 120).default(
    defaults.certificate_of_good_standing_caption,
  ),
  membership_certificate_caption: caption('Membership certificate caption', 120).default(
    defaults.membership_certificate_caption,
  ),
  acceptance_letter_caption: caption('Acceptance letter caption', 120).default(
    defaults.acceptance_letter_caption,
  ),
  showWorkPlace: z.boolean().default(defaults.showWorkPlace),
  public_register_statuses: z
    .array(z.enum(memberStatuses))
    .min(1, 'Choose at least one status the Member Checker lists')
    .default(defaults.public_register_statuses),
  new_member_invoice_days: z
    .number()
    .int('Enter whole days')
    .min(0, 'Days to pay cannot be negative')
    .max(365, 'Days to pay must be at most 365')
    .default(defaults.new_member_invoice_days),
  review_service_days: serviceDaysSchema.default(defaults.review_service_days),
  cpd_reminder_points: z
    .array(z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Enter CPD reminder days as MM-DD'))
    .max(12, 'At most 12 CPD reminder days')
    .default(defaults.cpd_reminder_points),
});
export type MinorSettings = z.infer<typeof minorSettingsSchema>;

/**
 * Spec 1 §5: these captions can be changed only while their switch is on. The settings form disables
 * them while it is off and the server refuses a change the saved result would carry with it off.
 */
export const captionsBehindSwitches = [
  {
    caption: 'referee_disclaimer_caption',
    toggle: 'referee_disclaimer',
    message: 'Turn the referee disclaimer on to change its caption',
  },
  {
    caption: 'certificate_of_good_standing_caption',
    toggle: 'certificate_of_good_standing',
    message: 'Turn the certificate of good standing on to change its caption',
  },
] as const satisfies readonly {
  caption: keyof MinorSettings;
  toggle: keyof MinorSettings;
  message: string;
}[];

export const siteSettingsSchema = z.object({
  id: z.number().nullable(),
  site_colors: z.array(siteColourSchema),
  site_installed_packages: z.array(z.enum(packageNames)),
  minor_settings: minorSettingsSchema,
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

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
