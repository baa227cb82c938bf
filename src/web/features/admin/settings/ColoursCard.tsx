import { Card, ColorInput, SimpleGrid, Title } from '@mantine/core';
import { type ColourName, colourNames, colourOf, type SiteSettings } from '../../../../contract/settings';
import { ThemePreview } from '../ThemePreview';

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

export type Colours = Record<ColourName, string>;

export const coloursOf = (settings: SiteSettings): Colours =>
  Object.fromEntries(colourNames.map((name) => [name, colourOf(settings, name)])) as Colours;

interface ColoursCardProps {
  saved: SiteSettings;
  draft: SiteSettings;
  colours: Colours;
  onChange: (colours: Colours) => void;
}

/** Every theme colour with a picker; the preview renders the unsaved draft. */
export function ColoursCard({ saved, draft, colours, onChange }: ColoursCardProps) {
  return (
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
            onChange={(value) => onChange({ ...colours, [name]: value })}
            format="hex"
            swatches={[colourOf(saved, name)]}
            eyeDropperButtonProps={{ 'aria-label': `Pick ${colourLabels[name]} from the screen` }}
          />
        ))}
      </SimpleGrid>
      <ThemePreview settings={draft} />
    </Card>
  );
}
