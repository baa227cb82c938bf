import { Badge, Button, Group, MantineProvider, Paper, Text } from '@mantine/core';
import type { SiteSettings } from '../../../contract/settings';
import { themeFromSettings } from '../../lib/theme';

/** Renders a few controls in the unsaved colours, so the admin sees a change before saving it. */
export function ThemePreview({ settings }: { settings: SiteSettings }) {
  const theme = themeFromSettings(settings);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesSelector="#theme-preview"
      getRootElement={() => undefined}
      withGlobalClasses={false}
    >
      <Paper
        id="theme-preview"
        mt="lg"
        p="md"
        withBorder
        bg={settings.site_colors.find((c) => c.colourName === 'BackTheme')?.color}
        aria-label="Preview"
        // The nested provider writes its light-scheme colours (hover, light variants) for this
        // selector with the scheme attribute; without it the preview would show the saved ones.
        data-mantine-color-scheme="light"
      >
        <Text size="sm" fw={600} mb="sm">
          Preview
        </Text>
        <Group gap="sm">
          <Button color="primary">Primary</Button>
          <Button color="secondary">Secondary</Button>
          <Button color="accent" variant="light">
            Accent
          </Button>
          <Badge color="BadgeTheme">Badge</Badge>
          <Badge color="success">Active</Badge>
          <Badge color="warning">Pending</Badge>
          <Badge color="error">Overdue</Badge>
          <Badge color="info">Info</Badge>
        </Group>
      </Paper>
    </MantineProvider>
  );
}
