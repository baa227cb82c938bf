import { Card, Checkbox, SimpleGrid, Text, Title } from '@mantine/core';
import { type PackageName, packageNames } from '../../../../contract/settings';

interface PackagesCardProps {
  packages: PackageName[];
  onChange: (packages: PackageName[]) => void;
}

/** Which sidebar links the portal shows (spec 1 §2 "installed packages"). */
export function PackagesCard({ packages, onChange }: PackagesCardProps) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb={4}>
        Installed packages
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Members see a sidebar link only for the packages ticked here.
      </Text>
      <Checkbox.Group
        value={packages}
        // Kept in the contract's order, so the saved list reads the same whatever order they were ticked in.
        onChange={(ticked) => onChange(packageNames.filter((name) => ticked.includes(name)))}
        aria-label="Installed packages"
      >
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
          {packageNames.map((name) => (
            <Checkbox key={name} value={name} label={name} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </Card>
  );
}
