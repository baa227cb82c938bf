import { type QueryClient, useQuery } from '@tanstack/react-query';
import { settingsAddresses } from '../../contract/endpoints/addresses/settings';
import type { SiteSettings } from '../../contract/settings';
import { defaultSiteSettings } from '../../contract/settings-defaults';
import { call } from './call';

/** Where the copy kept for the next visit lives. */
export const SETTINGS_COPY_KEY = 'site_settings';

function cachedSettings(): SiteSettings | undefined {
  try {
    const raw = localStorage.getItem(SETTINGS_COPY_KEY);
    return raw ? (JSON.parse(raw) as SiteSettings) : undefined;
  } catch {
    return undefined;
  }
}

/** A copy that cannot be kept (no storage on the server, or a full one) only costs the next visit. */
function keepCopy(settings: SiteSettings): void {
  const copy = JSON.stringify(settings);
  const inactivityLogout = String(settings.minor_settings.inactivityLogout);
  try {
    localStorage.setItem(SETTINGS_COPY_KEY, copy);
    localStorage.setItem('inactivity_logout', inactivityLogout);
  } catch {
    // The settings themselves were read; only the copy for the next visit is missing.
  }
}

export const settingsQueryKey = ['settings'] as const;

const siteSettingsQuery = {
  queryKey: settingsQueryKey,
  queryFn: async () => {
    const settings = await call(settingsAddresses.settings, {});
    keepCopy(settings);
    return settings;
  },
  staleTime: 60_000,
};

/** Site settings, loaded on entry; the last copy is kept so a returning visitor sees the right colours at once. */
export function useSiteSettings(): SiteSettings {
  const { data } = useQuery({ ...siteSettingsQuery, placeholderData: cachedSettings });
  return data ?? defaultSiteSettings;
}

/**
 * Whether visitors may register, or undefined until the server has said. The copy kept from the last
 * visit and the defaults are not trusted here: either could show a form the server then refuses, or
 * hide one it takes. A read that fails leaves it open, as the server still refuses a closed one's submit.
 */
export function useRegistrationOpen(): boolean | undefined {
  const { data, isError } = useQuery(siteSettingsQuery);
  if (data) return data.minor_settings.registration;
  return isError ? defaultSiteSettings.minor_settings.registration : undefined;
}

/**
 * The server refused a registration as closed, so the settings held here (or the defaults, if they
 * could not be read) are out of date: they say so at once, turning the registration pages into the
 * closed page, and are read again to catch up.
 */
export function registrationFoundClosed(client: QueryClient): void {
  client.setQueryData<SiteSettings>(settingsQueryKey, (held = defaultSiteSettings) => ({
    ...held,
    minor_settings: { ...held.minor_settings, registration: false },
  }));
  void client.invalidateQueries({ queryKey: settingsQueryKey });
}
