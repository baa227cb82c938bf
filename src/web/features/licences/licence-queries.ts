import { useQuery } from '@tanstack/react-query';
import { licenceAddresses } from '../../../contract/endpoints/addresses/licences';
import { call } from '../../lib/call';
import { useSiteSettings } from '../../lib/settings';

export const licencesQueryKey = ['licences'] as const;

/** GET license: the caller's applications. */
export const useLicences = () =>
  useQuery({ queryKey: licencesQueryKey, queryFn: () => call(licenceAddresses.ownLicences, {}) });

/** GET license/{no}: one application with its details. */
export const useLicence = (no: string) =>
  useQuery({
    queryKey: [...licencesQueryKey, no],
    queryFn: () => call(licenceAddresses.ownLicence, { params: { id: no } }),
    enabled: no !== '',
  });

/** GET license/profile: what the details tab is prefilled with. */
export const useLicenceProfile = () =>
  useQuery({
    queryKey: [...licencesQueryKey, 'profile'],
    queryFn: () => call(licenceAddresses.profile, {}),
    retry: false,
  });

/** The licence caption of minor settings (spec 3 §2.5, default 'License'). */
export const useLicenceCaption = (): string =>
  useSiteSettings().minor_settings.license_alternative_caption || 'License';
