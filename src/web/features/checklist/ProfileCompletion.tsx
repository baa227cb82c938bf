import { Alert, Anchor, Card, Group, RingProgress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { checklistPercentage } from '../../../contract/checklist';
import { progressColor, useChecklist } from './checklist-query';

/**
 * The dashboard's profile completion (spec 1 dashboard): the share of checklist items that pass as
 * a ring (coloured differently below 50%), and an alert leading to the checklist until it is 100%.
 */
export function ProfileCompletion() {
  const { data, isLoading } = useChecklist();
  // Holds the card's place (its height, taller on phones) while the checklist loads, so the tiles
  // below it do not jump down when it arrives (layout shift, Lighthouse's CLS).
  if (isLoading) return <Skeleton h={{ base: 165, sm: 138 }} radius="md" />;
  if (!data) return null;
  const percentage = checklistPercentage(data);
  const color = progressColor(percentage);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Profile completion">
      <Group wrap="nowrap" align="center">
        <RingProgress
          size={96}
          thickness={10}
          roundCaps
          sections={[{ value: percentage, color }]}
          data-color={color}
          label={
            <Text ta="center" fw={700} size="sm">
              {percentage}%
            </Text>
          }
        />
        <Stack gap={4} style={{ flex: 1 }}>
          <Title order={2} size="h4">
            Profile completion
          </Title>
          {percentage < 100 ? (
            <Alert color="warning" p="xs">
              {/* Counts what the portal profile holds against the checklist; a member activated from the
                  register may hold more there, so this speaks of the checklist, not of the whole record. */}
              {data.filter((item) => item.pass).length} of {data.length} checklist items are on your profile.{' '}
              <Anchor component={Link} to="/checklist">
                Complete the requirements checklist
              </Anchor>
            </Alert>
          ) : (
            <Text c="dimmed">Your profile meets every requirement of the checklist.</Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
