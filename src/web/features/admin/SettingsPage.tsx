import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useIsFetching, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { messages } from '../../../contract/common';
import { settingsEndpoints } from '../../../contract/endpoints/settings';
import {
  colourNames,
  type MinorSettings,
  minorSettingsSchema,
  type PackageName,
  type SiteSettings,
} from '../../../contract/settings';
import { call } from '../../lib/call';
import { settingsQueryKey, useSiteSettings } from '../../lib/settings';
import { toastFailure, toastSuccess } from './admin-toasts';
import { ColoursCard, coloursOf } from './settings/ColoursCard';
import { CompanyCard } from './settings/CompanyCard';
import { DisclaimersCard } from './settings/DisclaimersCard';
import { MinorSettingsCard, type MinorSettingsForm } from './settings/MinorSettingsCard';
import { PackagesCard } from './settings/PackagesCard';
import { TermsCard } from './settings/TermsCard';

/** Form data as the spec sends it: each group as JSON text, plus the id when updating. */
function toFormData(settings: SiteSettings): FormData {
  const form = new FormData();
  if (settings.id !== null) form.set('id', String(settings.id));
  form.set('site_colors', JSON.stringify(settings.site_colors));
  form.set('site_installed_packages', JSON.stringify(settings.site_installed_packages));
  form.set('minor_settings', JSON.stringify(settings.minor_settings));
  return form;
}

/**
 * Super-admin: colours (with a live preview), installed packages and minor settings, saved together
 * with one button; then the company information, terms and disclaimers, each saved on its own.
 */
export default function SettingsPage() {
  const saved = useSiteSettings();
  const queryClient = useQueryClient();
  // Until the saved record has loaded, `saved` holds the defaults: saving then would create a second record.
  const loading = useIsFetching({ queryKey: settingsQueryKey }) > 0;
  const [colours, setColours] = useState(() => coloursOf(saved));
  const [packages, setPackages] = useState<PackageName[]>(saved.site_installed_packages);
  const minorForm: MinorSettingsForm = useForm({
    resolver: zodResolver(minorSettingsSchema),
    defaultValues: saved.minor_settings,
  });
  const { reset } = minorForm;
  useEffect(() => {
    setColours(coloursOf(saved));
    setPackages(saved.site_installed_packages);
    reset(saved.minor_settings);
  }, [saved, reset]);

  const draft: SiteSettings = {
    ...saved,
    site_colors: colourNames.map((colourName) => ({ colourName, color: colours[colourName] })),
    site_installed_packages: packages,
  };
  const save = useMutation({
    mutationFn: (minor: MinorSettings) =>
      call(
        // Create when the portal has no settings record yet, otherwise update the one it has.
        saved.id === null ? settingsEndpoints.createSettings : settingsEndpoints.updateSettings,
        { body: toFormData({ ...draft, minor_settings: minor }) },
      ),
    onSuccess: async () => {
      toastSuccess(messages.settingSaved);
      await queryClient.invalidateQueries({ queryKey: settingsQueryKey });
    },
    onError: toastFailure,
  });

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Admin Settings
      </Title>
      <ColoursCard saved={saved} draft={draft} colours={colours} onChange={setColours} />
      <PackagesCard packages={packages} onChange={setPackages} />
      <MinorSettingsCard form={minorForm} />
      <Group justify="flex-end">
        <Button
          size="md"
          loading={save.isPending}
          disabled={loading}
          onClick={minorForm.handleSubmit((minor) => save.mutate(minor))}
        >
          Save settings
        </Button>
      </Group>
      <Stack gap={4} mt="md">
        <Title order={2} size="h3">
          Company and legal texts
        </Title>
        <Text size="sm" c="dimmed">
          Each card below saves on its own.
        </Text>
      </Stack>
      <CompanyCard />
      <TermsCard />
      <DisclaimersCard />
    </Stack>
  );
}
