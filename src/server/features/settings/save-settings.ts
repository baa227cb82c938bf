import type { z } from 'zod';
import {
  defaultSiteSettings,
  type MinorSettings,
  type SaveSettingsRequest,
  type SiteSettings,
  saveSettingsRequestSchema,
} from '../../../contract/settings';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { type AuditActor, recordAudit } from '../../platform/audit';
import { conflict, notFound } from '../../platform/errors';
import { setIdleLimitOfOpenSessions } from '../../platform/sessions';
import { nowIso } from '../../platform/time';
import { rebuildMemberSearch } from '../member-search/public';
import { refuseCaptionsBehindSwitchesOff } from './captions-behind-switches';
import { getSettings } from './get-settings';
import { idleMinutesFor } from './session-idle';
import { settingsChanges } from './settings-changes';

type ParsedSettings = z.output<typeof saveSettingsRequestSchema>;

const columnsOf = (request: ParsedSettings, actor: AuditActor) => ({
  site_colors: JSON.stringify(request.site_colors),
  site_installed_packages: JSON.stringify(request.site_installed_packages),
  minor_settings: JSON.stringify(request.minor_settings),
  updated_at: nowIso(),
  updated_by: actor.actorId,
});

const sameStatuses = (a: MinorSettings, b: MinorSettings) =>
  [...a.public_register_statuses].sort().join() === [...b.public_register_statuses].sort().join();

/**
 * The Member Checker lists the statuses the setting names: when they change, its index is rebuilt
 * in the same transaction, so the public register changes with the setting or not at all.
 */
async function followPublicStatuses(trx: Db, before: MinorSettings, after: MinorSettings): Promise<void> {
  if (!sameStatuses(before, after)) await rebuildMemberSearch(trx);
}

/** POST admin/settings: creates the settings record; there is only ever one. */
export async function createSettings(
  context: AppContext,
  body: SaveSettingsRequest,
  actor: AuditActor,
): Promise<SiteSettings> {
  const request = saveSettingsRequestSchema.parse(body);
  refuseCaptionsBehindSwitchesOff(defaultSiteSettings.minor_settings, request.minor_settings);
  await context.db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('settings').select('id').executeTakeFirst();
    if (existing) throw conflict('Settings already exist; update them instead.');
    await trx.insertInto('settings').values(columnsOf(request, actor)).execute();
    await recordAudit(trx, {
      actor,
      action: 'settings.create',
      details: { changes: settingsChanges(defaultSiteSettings, request) },
    });
    await setIdleLimitOfOpenSessions(trx, idleMinutesFor(request.minor_settings.inactivityLogout));
    await followPublicStatuses(trx, defaultSiteSettings.minor_settings, request.minor_settings);
  });
  return getSettings(context.db);
}

/** POST admin/updateSettings: replaces the three settings groups of the record with this id. */
export async function updateSettings(
  context: AppContext,
  body: SaveSettingsRequest,
  actor: AuditActor,
): Promise<SiteSettings> {
  const request = saveSettingsRequestSchema.parse(body);
  const before = await getSettings(context.db);
  await context.db.transaction().execute(async (trx) => {
    // Read in the transaction: what the index lists must follow the settings row it replaces.
    const saved = await getSettings(trx);
    const listedBefore = saved.minor_settings;
    refuseCaptionsBehindSwitchesOff(listedBefore, request.minor_settings);
    const result = await trx
      .updateTable('settings')
      .set(columnsOf(request, actor))
      .where('id', '=', request.id ?? -1)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw notFound('Settings not found; create them first.');
    await recordAudit(trx, {
      actor,
      action: 'settings.update',
      subjectType: 'settings',
      subjectId: request.id,
      details: { changes: settingsChanges(saved, request) },
    });
    // Switching inactivity logout applies to the sessions already open, not only to new ones.
    const inactivityLogout = request.minor_settings.inactivityLogout;
    if (inactivityLogout !== before.minor_settings.inactivityLogout) {
      await setIdleLimitOfOpenSessions(trx, idleMinutesFor(inactivityLogout));
    }
    await followPublicStatuses(trx, listedBefore, request.minor_settings);
  });
  return getSettings(context.db);
}
