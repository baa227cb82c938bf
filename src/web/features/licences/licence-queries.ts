import { useQuery } from '@tanstack/react-query';
import type { LicenceApplication, LicenceListItem, LicenceProfile } from '../../../contract/licences';
import { api } from '../../lib/api';
import { useSiteSettings } from '../../lib/settings';

export const licencesQueryKey = ['licences'] as const;

/** GET license: the caller's applications. */
export const useLicences = () =>
  useQuery({ queryKey: licencesQueryKey, queryFn: () => api<LicenceListItem[]>('GET', 'license') });

/** GET license/{no}: one application with its details. */
export const useLicence = (no: string) =>
  useQuery({
    queryKey: [...licencesQueryKey, no],
    queryFn: () => api<LicenceApplication>('GET', `license/${encodeURIComponent(no)}`),
    enabled: no !== '',
  });

/** GET license/profile: what the details tab is prefilled with. */
export const useLicenceProfile = () =>
  useQuery({
    queryKey: [...licencesQueryKey, 'profile'],
    queryFn: () => api<LicenceProfile>('GET', 'license/profile'),
    retry: false,
  });

/** The licence caption of minor settings (spec 3 §2.5, default 'License'). */
export const useLicenceCaption = (): string =>
  useSiteSettings().minor_settings.license_alternative_caption || 'License';
