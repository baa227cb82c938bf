import type { SiteSettings } from '../../../contract/settings';

type Change = { before: unknown; after: unknown };

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
): Record<string, Change> {
  const was = flatten(before);
  const now = flatten(after);
  const changes: Record<string, Change> = {};
  for (const key of new Set([...Object.keys(was), ...Object.keys(now)])) {
    if (JSON.stringify(was[key]) !== JSON.stringify(now[key]))
      changes[key] = { before: was[key] ?? null, after: now[key] ?? null };
  }
  return changes;
}
