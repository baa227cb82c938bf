import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../../contract/common';
import { settingsEndpoints } from '../../../../contract/endpoints/settings';
import { setupAdminEndpoints as declared } from '../../../../contract/endpoints/setup-admin';
import type { SiteSettings } from '../../../../contract/settings';
import {
  type CompanyInformation,
  type CompanyInformationUpdate,
  type Disclaimer,
  setupAdminMessages,
  type TermsUpdate,
} from '../../../../contract/setup';
import { call } from '../../../lib/call';
import { referenceLists } from '../../../lib/reference-lists';
import { settingsQueryKey } from '../../../lib/settings';
import { toastFailure, toastSuccess } from '../admin-toasts';

/**
 * The super-admin's changes to the setup the public reads (company information, logo, terms,
 * disclaimers): each puts its answer in the reference lists' own entries, so the top bar, footer,
 * signup and activation pages change as soon as it saves, and toasts its outcome.
 */
function useCompanySave<Input>(send: (input: Input) => Promise<CompanyInformation>, message: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (information) => {
      client.setQueryData(referenceLists.companyInformation().queryKey, information);
      toastSuccess(message);
    },
    onError: toastFailure,
  });
}

export const useSaveCompanyInformation = () =>
  useCompanySave(
    (update: CompanyInformationUpdate) => call(declared.companyInformation, { body: update }),
    setupAdminMessages.companySaved,
  );

export const useUploadLogo = () =>
  useCompanySave((file: File) => {
    const body = new FormData();
    body.set('logo', file);
    return call(declared.logo, { body });
  }, setupAdminMessages.logoSaved);

export function useSaveTerms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: TermsUpdate) => call(declared.terms, { body: update }),
    onSuccess: (saved) => {
      // The signup page's terms dialog reads the same entry.
      client.setQueryData(referenceLists.terms().queryKey, [saved]);
      toastSuccess(setupAdminMessages.termsSaved);
    },
    onError: toastFailure,
  });
}

/** Every disclaimers query (the activation and register pages ask per type) starts with this. */
const disclaimersKey = ['setup', 'disclaimers'] as const;

/** Saves one type's disclaimer; an empty text removes it. Every disclaimers list is read again. */
export function useSaveDisclaimer(type: Disclaimer['disclaimerType']) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      call(declared.disclaimer, { params: { disclaimerType: type }, body: { description: text } }),
    onSuccess: async (_saved, text) => {
      toastSuccess(text.trim() ? setupAdminMessages.disclaimerSaved : setupAdminMessages.disclaimerRemoved);
      await client.invalidateQueries({ queryKey: disclaimersKey });
    },
    onError: toastFailure,
  });
}

/** Form data as the spec sends it: each group as JSON text, plus the id when updating. */
function toFormData(settings: SiteSettings): FormData {
  const form = new FormData();
  if (settings.id !== null) form.set('id', String(settings.id));
  form.set('site_colors', JSON.stringify(settings.site_colors));
  form.set('site_installed_packages', JSON.stringify(settings.site_installed_packages));
  form.set('minor_settings', JSON.stringify(settings.minor_settings));
  return form;
}

/** Saves the site settings (colours, packages, minor settings) together; every page reads them again. */
export function useSaveSiteSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: SiteSettings) =>
      call(
        // Create when the portal has no settings record yet, otherwise update the one it has.
        settings.id === null ? settingsEndpoints.createSettings : settingsEndpoints.updateSettings,
        { body: toFormData(settings) },
      ),
    onSuccess: async () => {
      toastSuccess(messages.settingSaved);
      await client.invalidateQueries({ queryKey: settingsQueryKey });
    },
    onError: toastFailure,
  });
}
