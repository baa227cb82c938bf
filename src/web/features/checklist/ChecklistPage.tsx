import { Alert, Button, Card, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { checklistPercentage } from '../../../contract/checklist';
import { LoadingBlock } from '../../components/ListStates';
import { progressColor, useChecklist } from './checklist-query';

/** /checklist (spec 2 §2.3): the requirements checklist with its progress and Complete buttons. */
export default function ChecklistPage() {
  const navigate = useNavigate();
  const { data, error, isPending } = useChecklist();
  const percentage = data ? checklistPercentage(data) : 0;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
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
            <Table.ScrollContainer minWidth={420}>
              <Table verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Item</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.map((item) => (
                    <Table.Tr key={item.checkListType}>
                      <Table.Td>{item.description}</Table.Td>
                      <Table.Td>
                        {item.pass ? (
                          <IconCircleCheck color="var(--mantine-color-green-7)" aria-label="Passed" />
                        ) : (
                          <IconAlertCircle color="var(--mantine-color-red-7)" aria-label="Not passed" />
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          disabled={item.pass}
                          aria-label={`Complete ${item.description}`}
                          onClick={() =>
                            navigate(`/checklist/component/${encodeURIComponent(item.checkListType)}`)
                          }
                        >
                          Complete
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
