import type { SiteSettings } from '../../../contract/settings';
import { changesBetween, type FieldChange } from '../../platform/audit-changes';

/** Each setting as one named value: a colour by its name, the package list whole, each minor setting. */
function flatten(settings: Omit<SiteSettings, 'id'>): Record<string, unknown> {
  return {
    ...Object.fromEntries(
      settings.site_colors.map(({ colourName, color }) => [`colour.${colourName}`, color]),
    ),
    site_installed_packages: settings.site_installed_packages,
    ...settings.minor_settings,
  };
}

/**
 * What a settings save changed, before and after, for the audit log: staff can then tell who switched
 * registration off, or which packages a save removed. Values that stayed are left out.
 */
export function settingsChanges(
  before: Omit<SiteSettings, 'id'>,
  after: Omit<SiteSettings, 'id'>,
): Record<string, FieldChange> {
  return changesBetween(flatten(before), flatten(after));
}
