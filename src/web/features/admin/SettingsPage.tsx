import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  colourNames,
  minorSettingsSchema,
  type PackageName,
  type SiteSettings,
} from '../../../contract/settings';
import { settingsQueryKey, useSiteSettings } from '../../lib/settings';
import { ColoursCard, coloursOf } from './settings/ColoursCard';
import { CompanyCard } from './settings/CompanyCard';
import { DisclaimersCard } from './settings/DisclaimersCard';
import { MinorSettingsCard, type MinorSettingsForm } from './settings/MinorSettingsCard';
import { PackagesCard } from './settings/PackagesCard';
import { useSaveSiteSettings } from './settings/setup-admin-queries';
import { TermsCard } from './settings/TermsCard';

/**
 * Super-admin: colours (with a live preview), installed packages and minor settings, saved together
 * with one button; then the company information, terms and disclaimers, each saved on its own.
 */
export default function SettingsPage() {
  const saved = useSiteSettings();
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
  const save = useSaveSiteSettings();

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
          onClick={minorForm.handleSubmit((minor) => save.mutate({ ...draft, minor_settings: minor }))}
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
