import { Alert, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { checklistPercentage } from '../../../contract/checklist';
import { LoadingBlock } from '../../components/ListStates';
import { ChecklistItems } from './ChecklistItems';
import { progressColor, useChecklist } from './checklist-query';

/** /checklist (spec 2 §2.3): the requirements checklist with its progress and Complete buttons. */
export default function ChecklistPage() {
  const { data, error, isPending } = useChecklist();
  const percentage = data ? checklistPercentage(data) : 0;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2" id="checklist-heading">
        Complete the requirements checklist below
      </Title>
      {error && <Alert color="error">{error.message}</Alert>}
      {isPending && <LoadingBlock label="Loading checklist" h={120} />}
      {data && (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Group gap="sm" wrap="nowrap" data-color={progressColor(percentage)}>
              <Progress
                value={percentage}
                color={progressColor(percentage)}
                size="lg"
                style={{ flex: 1 }}
                aria-label="Checklist progress"
              />
              <Text fw={600}>{percentage}%</Text>
            </Group>
            <ChecklistItems items={data} labelledBy="checklist-heading" />
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
