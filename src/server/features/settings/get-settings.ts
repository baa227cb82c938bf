import {
  defaultSiteSettings,
  minorSettingsSchema,
  type SiteSettings,
  siteSettingsSchema,
} from '../../../contract/settings';
import type { Db } from '../../db/database';

/** The portal's one settings record; the spec's defaults until a super-admin saves some. */
export async function getSettings(db: Db): Promise<SiteSettings> {
  const row = await db.selectFrom('settings').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (!row) return defaultSiteSettings;
  // Parsing through the contract fills defaults for minor settings added after the row was saved.
  return siteSettingsSchema.parse({
    id: row.id,
    site_colors: JSON.parse(row.site_colors),
    site_installed_packages: JSON.parse(row.site_installed_packages),
    minor_settings: minorSettingsSchema.parse(JSON.parse(row.minor_settings)),
  });
}
