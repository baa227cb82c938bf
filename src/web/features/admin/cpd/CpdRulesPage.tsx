import { Stack, Text, Title } from '@mantine/core';
import { ActivityTypesSection } from './ActivityTypesSection';
import { RequirementsSection } from './RequirementsSection';

/**
 * /admin/cpd-rules (issue 30, decision 0045): the activity types members log CPD under with their
 * points rules, and the points each membership category must earn a year. Every change is audited.
 */
export default function CpdRulesPage() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          CPD Rules
        </Title>
        <Text c="dimmed" size="sm">
          What members can log, how many points it earns, and what each category must earn a year.
        </Text>
      </div>
      <ActivityTypesSection />
      <RequirementsSection />
    </Stack>
  );
}
