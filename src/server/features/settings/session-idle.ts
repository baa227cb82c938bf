import { INACTIVITY_TIMEOUT_MS } from '../../../contract/settings-defaults';
import type { Db } from '../../db/database';
import { getSettings } from './get-settings';

const INACTIVITY_TIMEOUT_MINUTES = INACTIVITY_TIMEOUT_MS / 60_000;

/** The idle limit of a session opened now: the spec's five minutes while inactivityLogout is on. */
export const idleMinutesFor = (inactivityLogout: boolean): number | null =>
  inactivityLogout ? INACTIVITY_TIMEOUT_MINUTES : null;

export async function sessionIdleMinutes(db: Db): Promise<number | null> {
  return idleMinutesFor((await getSettings(db)).minor_settings.inactivityLogout);
}
