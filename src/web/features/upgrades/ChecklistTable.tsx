import { Button, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { ChecklistItem } from '../../../contract/checklist';

/** 'x/y requirement(s) complete' under a checklist (spec 3 §2.3). */
export const requirementsComplete = (items: ChecklistItem[]) =>
  `${items.filter((item) => item.pass).length}/${items.length} requirement(s) complete`;

/**
 * A category's checklist (spec 3 §2.1, §2.3): the item's type and description, whether it passes, and
 * Complete (disabled once passed) to the form that completes it.
 */
export function ChecklistTable({ items }: { items: ChecklistItem[] }) {
  const navigate = useNavigate();
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.checkListType}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {item.checkListType}
                </Text>
                <Text size="sm" c="dimmed">
                  {item.description}
                </Text>
              </Table.Td>
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
                  onClick={() => navigate(`/checklist/component/${encodeURIComponent(item.checkListType)}`)}
                >
                  Complete
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
