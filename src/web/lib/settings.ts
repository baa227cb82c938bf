import { useQuery } from '@tanstack/react-query';
import type { SiteSettings } from '../../contract/settings';
import { defaultSiteSettings } from '../../contract/settings-defaults';
import { api } from './api';

const CACHE_KEY = 'site_settings';

function cachedSettings(): SiteSettings | undefined {
  try {
    const raw = localStorage.getItem(CACHE_KEY);
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
    localStorage.setItem(CACHE_KEY, copy);
    localStorage.setItem('inactivity_logout', inactivityLogout);
  } catch {
    // The settings themselves were read; only the copy for the next visit is missing.
  }
}

export const settingsQueryKey = ['settings'] as const;

/** Site settings, loaded on entry; the last copy is kept so a returning visitor sees the right colours at once. */
export function useSiteSettings(): SiteSettings {
  const { data } = useQuery({
    queryKey: settingsQueryKey,
    queryFn: async () => {
      const settings = await api<SiteSettings>('GET', 'admin/settings');
      keepCopy(settings);
      return settings;
    },
    placeholderData: cachedSettings,
    staleTime: 60_000,
  });
  return data ?? defaultSiteSettings;
}
