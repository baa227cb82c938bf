import { Button, Card, Checkbox, ColorInput, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { messages } from '../../../contract/common';
import {
  type ColourName,
  colourNames,
  colourOf,
  type PackageName,
  packageNames,
  type SiteSettings,
} from '../../../contract/settings';
import { ApiError, api } from '../../lib/api';
import { settingsQueryKey, useSiteSettings } from '../../lib/settings';
import { ThemePreview } from './ThemePreview';

const colourLabels: Record<ColourName, string> = {
  primary: 'Primary',
  secondary: 'Secondary',
  accent: 'Accent',
  error: 'Error',
  info: 'Info',
  success: 'Success',
  warning: 'Warning',
  BackTheme: 'Background',
  BadgeTheme: 'Badge',
};

/** Form data as the spec sends it: each group as JSON text, plus the id when updating. */
function toFormData(settings: SiteSettings): FormData {
  const form = new FormData();
  if (settings.id !== null) form.set('id', String(settings.id));
  form.set('site_colors', JSON.stringify(settings.site_colors));
  form.set('site_installed_packages', JSON.stringify(settings.site_installed_packages));
  form.set('minor_settings', JSON.stringify(settings.minor_settings));
  return form;
}

/** Super-admin: the portal's colours (with a live preview) and which sidebar links are installed. */
export default function SettingsPage() {
  const saved = useSiteSettings();
  const queryClient = useQueryClient();
  const [colours, setColours] = useState(() =>
    Object.fromEntries(colourNames.map((n) => [n, colourOf(saved, n)])),
  );
  const [packages, setPackages] = useState<string[]>(saved.site_installed_packages);
  useEffect(() => {
    setColours(Object.fromEntries(colourNames.map((n) => [n, colourOf(saved, n)])));
    setPackages(saved.site_installed_packages);
  }, [saved]);

  const draft: SiteSettings = {
    ...saved,
    site_colors: colourNames.map((colourName) => ({
      colourName,
      color: colours[colourName] ?? colourOf(saved, colourName),
    })),
    site_installed_packages: packageNames.filter((name) => packages.includes(name)) as PackageName[],
  };
  const save = useMutation({
    mutationFn: () =>
      api<SiteSettings>(
        'POST',
        saved.id === null ? 'admin/settings' : 'admin/updateSettings',
        toFormData(draft),
      ),
    onSuccess: async () => {
      notifications.show({ color: 'success', message: messages.settingSaved });
      await queryClient.invalidateQueries({ queryKey: settingsQueryKey });
    },
    onError: (error) =>
      notifications.show({
        color: 'warning',
        message: error instanceof ApiError ? error.message : String(error),
      }),
  });

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Admin Settings
      </Title>
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="md">
          Application colours
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {colourNames.map((name) => (
            <ColorInput
              key={name}
              label={colourLabels[name]}
              value={colours[name]}
              onChange={(value) => setColours((current) => ({ ...current, [name]: value }))}
              format="hex"
              swatches={[colourOf(saved, name)]}
            />
          ))}
        </SimpleGrid>
        <ThemePreview settings={draft} />
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb={4}>
          Installed packages
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          Members see a sidebar link only for the packages ticked here.
        </Text>
        <Checkbox.Group value={packages} onChange={setPackages} aria-label="Installed packages">
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
            {packageNames.map((name) => (
              <Checkbox key={name} value={name} label={name} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      </Card>
      <Group justify="flex-end">
        <Button size="md" loading={save.isPending} onClick={() => save.mutate()}>
          Save settings
        </Button>
      </Group>
    </Stack>
  );
}
