import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Switch,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import {
  type ChecklistItemCode,
  type ChecklistRule,
  checklistItemLabels,
  updateChecklistRuleSchema,
} from '../../../../contract/checklist';
import { useUpdateChecklistRule } from './rules-query';

const labelOf = (code: string) => checklistItemLabels[code as ChecklistItemCode] ?? code;

/** A category's rules in order: reword, switch on or off, move up or down. */
export function RulesTable({ category, rules }: { category: string; rules: ChecklistRule[] }) {
  const [editing, setEditing] = useState<{ id: number; text: string; error?: string } | null>(null);
  const change = useUpdateChecklistRule(category, () => setEditing(null));

  const saveWording = () => {
    if (!editing) return;
    const parsed = updateChecklistRuleSchema.safeParse({ id: editing.id, description: editing.text });
    if (!parsed.success) {
      setEditing({ ...editing, error: parsed.error.issues[0]?.message });
      return;
    }
    change.mutate(parsed.data);
  };

  if (rules.length === 0) {
    return (
      <Text c="dimmed" p="lg">
        This category has no checklist items: its applicants may submit at once. Add an item below.
      </Text>
    );
  }

  return (
    <>
      {change.error && (
        <Alert color="error" m="sm">
          {change.error.message}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={48}>#</Table.Th>
              <Table.Th>Item</Table.Th>
              <Table.Th>Description shown to applicants</Table.Th>
              <Table.Th>Applies</Table.Th>
              <Table.Th w={120}>Order</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rules.map((rule, index) => (
              <Table.Tr key={rule.id}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>
                  <Badge variant="light" radius="sm">
                    {rule.itemCode}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {labelOf(rule.itemCode)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {editing?.id === rule.id ? (
                    <Group gap="xs" align="start" wrap="nowrap">
                      <TextInput
                        aria-label={`Description of ${rule.itemCode}`}
                        value={editing.text}
                        error={editing.error}
                        onChange={(event) => setEditing({ id: rule.id, text: event.currentTarget.value })}
                        onKeyDown={(event) => {
                          if (event.key === 'Enter') saveWording();
                          if (event.key === 'Escape') setEditing(null);
                        }}
                        style={{ flex: 1 }}
                        autoFocus
                      />
                      <Button size="xs" onClick={saveWording} loading={change.isPending}>
                        Save
                      </Button>
                      <Button size="xs" variant="default" onClick={() => setEditing(null)}>
                        Cancel
                      </Button>
                    </Group>
                  ) : (
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm" c={rule.active ? undefined : 'dimmed'}>
                        {rule.description}
                      </Text>
                      <Tooltip label="Edit the description">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Edit the description of ${rule.itemCode}`}
                          onClick={() => setEditing({ id: rule.id, text: rule.description })}
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  )}
                </Table.Td>
                <Table.Td>
                  <Switch
                    aria-label={`${rule.itemCode} applies`}
                    checked={rule.active}
                    disabled={change.isPending}
                    onChange={(event) => change.mutate({ id: rule.id, active: event.currentTarget.checked })}
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Move ${rule.itemCode} up`}
                      disabled={index === 0 || change.isPending}
                      onClick={() => change.mutate({ id: rule.id, move: 'up' })}
                    >
                      <IconArrowUp size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Move ${rule.itemCode} down`}
                      disabled={index === rules.length - 1 || change.isPending}
                      onClick={() => change.mutate({ id: rule.id, move: 'down' })}
                    >
                      <IconArrowDown size={16} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
